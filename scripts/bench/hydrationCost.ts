/**
 * What hydrating a page costs the throttled phone's main thread (issue 31), and what the page weighs.
 * Per page and cold run (the phone of `pageResponds.ts`: 4× CPU, 150 ms RTT, 1.6 Mbps, 412 px, touch), a
 * CPU profile from navigation until `<html data-hydrated>`:
 *   - responds: `keepsake:page-responds` (ms from navigation start);
 *   - busy: main-thread time not idle until then (JavaScript, parse/compile, style, layout, GC);
 *   - program: the part the profile cannot name ("(program)": parse/compile, style recalculation, layout);
 *   - react-dom, emotion: self time of those scripts; dom: self time in DOM calls (appendChild, insertBefore…);
 *   - warnings: console warnings of a part rendered again in the browser (a hydration mismatch), which must be 0.
 * Then the page's HTML as the server sends it: raw and gzip bytes, elements, `<style>` elements and their bytes.
 *   npx tsx scripts/bench/hydrationCost.ts [--runs 3] [--origin http://localhost:5173] [/ /category/mugs …]
 * Without `--origin` it starts its own stack (offset HYDRATION_COST_PORT_OFFSET, 970).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { launchBenchBrowser } from './benchBrowser';
import { runPageBench } from './pageBench';
import { openThrottledPhone } from './pageResponds';

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string };
}
interface Run {
  respondsMs: number;
  busyMs: number;
  programMs: number;
  reactDomMs: number;
  emotionMs: number;
  domMs: number;
  warnings: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Which part of the page a profile node's self time belongs to. */
function partOf(node: ProfileNode): keyof Omit<Run, 'respondsMs' | 'busyMs' | 'warnings'> | 'idle' | null {
  const { url, functionName } = node.callFrame;
  if (!url) {
    if (functionName === '(idle)') return 'idle';
    if (functionName === '(program)') return 'programMs';
    if (/^(appendChild|insertBefore|removeChild|setAttribute|querySelectorAll|createElement)$/.test(functionName))
      return 'domMs';
    return null;
  }
  if (/react_mf_2_dom/.test(url)) return 'reactDomMs';
  if (/emotion/.test(url)) return 'emotionMs';
  return null;
}

async function measureOnce(browser: Browser, url: string): Promise<Run> {
  const { context, page, cdp, read, untilResponds } = await openThrottledPhone(browser);
  let warnings = 0;
  page.on('console', (message) => {
    if (/rendered again|hydrat/i.test(message.text())) warnings += 1;
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'commit' });
  await untilResponds(url);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };
  };
  const respondsMs =
    (await read<number>(`performance.getEntriesByName('keepsake:page-responds')[0]?.startTime`)) ?? NaN;
  // A moment for a late mismatch warning (React reports recoverable errors after its commit).
  await sleep(300);
  await context.close();
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const run: Run = {
    respondsMs,
    busyMs: 0,
    programMs: 0,
    reactDomMs: 0,
    emotionMs: 0,
    domMs: 0,
    warnings,
  };
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    total += us;
    const part = partOf(nodes.get(id)!);
    if (part === 'idle') idle += us;
    else if (part) run[part] += us;
  });
  run.busyMs = total - idle;
  for (const key of ['busyMs', 'programMs', 'reactDomMs', 'emotionMs', 'domMs'] as const)
    run[key] = Math.round(run[key] / 1000);
  run.respondsMs = Math.round(run.respondsMs);
  return run;
}

/** The page's HTML as the server sends it. */
async function weigh(url: string) {
  const html = await (await fetch(url)).text();
  const styles = [...html.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g)].map((m) => m[0]);
  return {
    rawKB: Buffer.byteLength(html) / 1024,
    gzipKB: gzipSync(html).length / 1024,
    elements: (html.slice(html.indexOf('<body')).match(/<[a-z][a-z0-9-]*/g) ?? []).length,
    styleElements: styles.length,
    styleKB: styles.reduce((sum, s) => sum + Buffer.byteLength(s), 0) / 1024,
  };
}

export async function measureHydrationCost(origin: string, routes: string[], runs = 3) {
  const browser = await launchBenchBrowser();
  const lines = [
    '| page | responds | busy | (program) | react-dom | emotion | DOM calls | warnings | HTML raw / gzip | elements | `<style>` (KB) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  try {
    for (const route of routes) {
      const samples: Run[] = [];
      for (let i = 0; i < runs; i += 1) samples.push(await measureOnce(browser, origin + route));
      const m = (key: keyof Run) => Math.round(median(samples.map((s) => s[key])));
      const w = await weigh(origin + route);
      const warnings = samples.reduce((sum, s) => sum + s.warnings, 0);
      lines.push(
        `| \`${route}\` | ${m('respondsMs')} | ${m('busyMs')} | ${m('programMs')} | ${m('reactDomMs')} | ${m('emotionMs')} | ${m('domMs')} | ${warnings} | ${w.rawKB.toFixed(1)} / ${w.gzipKB.toFixed(1)} KB | ${w.elements} | ${w.styleElements} (${w.styleKB.toFixed(1)}) |`,
      );
      console.error(`${route}: ${samples.map((s) => JSON.stringify(s)).join(' ')}`);
    }
  } finally {
    await browser.close();
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runPageBench({
    offsetVariable: 'HYDRATION_COST_PORT_OFFSET',
    defaultOffset: 970,
    dataName: 'hydration-cost',
    title: (runs) => `Throttled phone (4× CPU, 150 ms RTT, 1.6 Mbps, 412 px), cold loads, medians of ${runs} (ms):`,
    measure: measureHydrationCost,
  });
}
