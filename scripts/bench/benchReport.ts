/**
 * The bench's report: medians per route, profile and build, the
 * federated/monolith ratios, and the issue's targets. `bench/report.json`
 * keeps one run per label ("before", "after", …); `bench/report.md` shows
 * them all, in that order.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import type { PageFigures, Profile } from './pageAudit';
import type { WarmRender } from './warmRender';

export type Build = 'federated' | 'monolith';

export interface PageResult {
  route: string;
  profile: Profile;
  /** Medians over the runs; the chain and LCP element come from the median-LCP run. */
  federated: PageFigures;
  monolith: PageFigures;
  ratios: { js: number; lcp: number };
}

export interface BenchRun {
  date: string;
  lighthouse: string;
  chromium: string;
  runsPerPage: number;
  sku: string;
  /** Anything that makes these figures not what they seem (an empty catalogue, …). */
  notes: string[];
  /** Timings (TBT above all) stretch when other work shares the machine: the 1-minute load average. */
  machine?: { cores: number; loadAtStart: number; loadAtEnd: number };
  minutes: number;
  pages: PageResult[];
  /** The product page rendered again and again on a warm server, per build (server-rendered runs only). */
  serverRender?: Record<Build, WarmRender>;
}

interface ReportFile {
  runs: Record<string, BenchRun>;
}

/** Issue 16's targets (the server-rendered shop) and issue 17's (cheap hydration). */
export const targets = {
  mobileLcpMs: 1500,
  cls: 0.05,
  lcpRatio: 1.1,
  warmProductRenderP50Ms: 50,
  mobileScore: 95,
  desktopScore: 100,
  mobileTbtMs: 150,
  jsBeforeRespondsKb: 170,
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Each figure's median; the chain and LCP element of the run whose LCP is the median. */
export function medianFigures(runs: PageFigures[]): PageFigures {
  const byLcp = [...runs].sort((a, b) => a.lcpMs - b.lcpMs);
  const middle = byLcp[Math.floor((byLcp.length - 1) / 2)]!;
  const of = (pick: (f: PageFigures) => number) => median(runs.map(pick));
  return {
    score: of((f) => f.score),
    fcpMs: of((f) => f.fcpMs),
    lcpMs: of((f) => f.lcpMs),
    tbtMs: of((f) => f.tbtMs),
    cls: of((f) => f.cls),
    jsKb: of((f) => f.jsKb),
    jsBeforeRespondsKb: of((f) => f.jsBeforeRespondsKb ?? NaN),
    jsTransferKb: of((f) => f.jsTransferKb),
    htmlKb: of((f) => f.htmlKb ?? 0),
    requests: of((f) => f.requests),
    chain: middle.chain,
    lcpElement: middle.lcpElement,
  };
}

const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : NaN);
export const ratiosOf = (federated: PageFigures, monolith: PageFigures) => ({
  js: ratio(federated.jsKb, monolith.jsKb),
  lcp: ratio(federated.lcpMs, monolith.lcpMs),
});

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');

/** `http://localhost:5974/assets/Pages-x.js` → `:5974/Pages-x.js`; the document stays `/…`. */
function shortUrl(url: string): string {
  const { port, pathname, search } = new URL(url);
  const name = pathname.split('/').filter(Boolean).at(-1) ?? '/';
  const short = name.length > 48 ? `${name.slice(0, 30)}…${name.slice(-14)}` : name;
  return `:${port}/${pathname.endsWith('/') ? '' : short}${search ? '?…' : ''}`;
}

function pageMisses(page: PageResult): string[] {
  const f = page.federated;
  const misses: string[] = [];
  if (page.profile === 'mobile' && f.lcpMs > targets.mobileLcpMs)
    misses.push(`LCP ${seconds(f.lcpMs)} > ${seconds(targets.mobileLcpMs)}`);
  if (f.cls > targets.cls) misses.push(`CLS ${f.cls} > ${targets.cls}`);
  if (page.ratios.lcp > targets.lcpRatio) misses.push(`LCP ratio ${page.ratios.lcp} > ${targets.lcpRatio}`);
  const minScore = page.profile === 'mobile' ? targets.mobileScore : targets.desktopScore;
  if (f.score < minScore) misses.push(`score ${f.score} < ${minScore}`);
  if (page.profile === 'mobile' && f.tbtMs > targets.mobileTbtMs)
    misses.push(`TBT ${f.tbtMs} ms > ${targets.mobileTbtMs} ms`);
  if ((f.jsBeforeRespondsKb ?? 0) > targets.jsBeforeRespondsKb)
    misses.push(`JS before it responds ${f.jsBeforeRespondsKb} KB > ${targets.jsBeforeRespondsKb} KB`);
  return misses;
}

export function runMarkdown(label: string, run: BenchRun): string {
  const lines = [
    `## ${label[0]!.toUpperCase()}${label.slice(1)} — ${run.date}`,
    '',
    `Lighthouse ${run.lighthouse}, ${run.chromium}, median of ${run.runsPerPage} runs per page and profile, ` +
      `product page \`/product/${run.sku}\`; the bench took ${run.minutes} min` +
      (run.machine
        ? ` on ${run.machine.cores} cores (load average ${run.machine.loadAtStart.toFixed(1)} at the start, ` +
          `${run.machine.loadAtEnd.toFixed(1)} at the end).`
        : '.'),
    ...run.notes.map((note) => `\n**Note:** ${note}`),
  ];
  for (const profile of ['mobile', 'desktop'] as const) {
    lines.push(
      '',
      `### ${profile === 'mobile' ? 'Mobile (slow 4G, 4× CPU, simulated)' : 'Desktop (Lighthouse desktop preset)'}`,
      '',
      '| route | build | score | FCP | LCP | TBT | CLS | HTML KB | JS KB gzip | JS KB before it responds | requests | chain depth | JS fed/mono | LCP fed/mono |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const page of run.pages.filter((p) => p.profile === profile)) {
      for (const build of ['federated', 'monolith'] as const) {
        const f = page[build];
        const ratios = build === 'federated' ? [page.ratios.js, page.ratios.lcp] : ['', ''];
        lines.push(
          `| ${build === 'federated' ? page.route : ''} | ${build} | ${f.score} | ${seconds(f.fcpMs)} | ${seconds(f.lcpMs)} | ` +
            `${f.tbtMs} ms | ${f.cls.toFixed(3)} | ${f.htmlKb ?? '–'} | ${f.jsKb} | ${f.jsBeforeRespondsKb ?? '–'} | ` +
            `${f.requests} | ${f.chain.depth} | ${ratios.join(' | ')} |`,
        );
      }
    }
  }
  if (run.serverRender) {
    const { federated, monolith } = run.serverRender;
    lines.push(
      '',
      `### Server render of the product page, warm (\`${federated.path}\`, ${federated.requests} requests one after the other on loopback after a warm-up)`,
      '',
      '| build | client p50 | client p95 | server p50 (log `ms`) | data and code p50 (`Server-Timing`) | render p50 (log `renderMs`) | HTML KB |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...(['federated', 'monolith'] as const).map((build) => {
        const r = run.serverRender![build];
        return `| ${build} | ${r.clientP50Ms} ms | ${r.clientP95Ms} ms | ${r.serverP50Ms} ms | ${r.dataP50Ms} ms | ${r.renderP50Ms === null ? '–' : `${r.renderP50Ms} ms`} | ${r.htmlKb} |`;
      }),
      '',
      `Federated / monolith, client p50: ${ratio(federated.clientP50Ms, monolith.clientP50Ms)}.`,
    );
  }
  lines.push('', '### Targets (federated build)', '');
  for (const page of run.pages) {
    const misses = pageMisses(page);
    lines.push(
      `- ${mark(!misses.length)} ${page.profile} \`${page.route}\`${misses.length ? `: ${misses.join(', ')}` : ''}`,
    );
  }
  if (run.serverRender) {
    const p50 = run.serverRender.federated.clientP50Ms;
    const ok = p50 <= targets.warmProductRenderP50Ms;
    lines.push(
      `- ${mark(ok)} product page server render, warm, p50 ${p50} ms${ok ? '' : ` > ${targets.warmProductRenderP50Ms} ms`}`,
    );
  }
  lines.push('', '### Longest request chain before LCP (mobile, median-LCP run)', '');
  for (const page of run.pages.filter((p) => p.profile === 'mobile')) {
    for (const build of ['federated', 'monolith'] as const) {
      const { chain, lcpElement } = page[build];
      lines.push(
        `- \`${page.route}\` ${build}, ${chain.depth} deep, ends at ${chain.endMs} ms: ${chain.urls.map(shortUrl).join(' → ')}` +
          (lcpElement ? ` (LCP element: \`${lcpElement.replace(/`/g, "'")}\`)` : ''),
      );
    }
  }
  return lines.join('\n');
}

/** Written as Prettier would write it, so `npm run format:check` stays green. */
async function writeFormatted(file: string, text: string): Promise<void> {
  writeFileSync(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
}

export async function writeReport(
  jsonFile: string,
  markdownFile: string,
  label: string,
  run: BenchRun,
): Promise<string> {
  const report: ReportFile = existsSync(jsonFile)
    ? (JSON.parse(readFileSync(jsonFile, 'utf8')) as ReportFile)
    : { runs: {} };
  report.runs[label] = run;
  await writeFormatted(jsonFile, JSON.stringify(report, null, 2));
  const order = (name: string) => ['before', 'after'].indexOf(name) + 1 || 99;
  const labels = Object.keys(report.runs).sort((a, b) => order(a) - order(b));
  const markdown = [
    '# Performance bench: federated shop vs. monolith build',
    '',
    'Written by `npm run bench` (`scripts/bench/run.ts`). JS KB is the gzip (level 9) size of every script the page ' +
      'fetched during the Lighthouse load, and "before it responds" the part of it requested before the page ' +
      'hydrated (the `keepsake:page-responds` mark); the chain is the longest run of requests that each waited for the one ' +
      "before (initiator stacks, as Lighthouse's simulation models them) and finished before the LCP. " +
      'HTML KB is the page document as the server sent it. ' +
      `Targets (issue 16, the server-rendered shop; every run below is checked against them): mobile LCP ≤ ${seconds(targets.mobileLcpMs)} ` +
      `on the three pages, CLS ≤ ${targets.cls}, LCP federated/monolith ≤ ${targets.lcpRatio}, server render of a product page, ` +
      `warm, p50 ≤ ${targets.warmProductRenderP50Ms} ms. Issue 17 (cheap hydration) adds: mobile score ≥ ${targets.mobileScore} ` +
      `and desktop ${targets.desktopScore} on each page, mobile TBT ≤ ${targets.mobileTbtMs} ms, JS before the page responds ` +
      `≤ ${targets.jsBeforeRespondsKb} KB (runs before it do not have that column). ` +
      'Runs before issue 16 were client-rendered (their monolith too). INP has its own bench: bench/inp.md.',
    ...labels.map((name) => `\n${runMarkdown(name, report.runs[name]!)}`),
    '',
  ].join('\n');
  await writeFormatted(markdownFile, markdown);
  return runMarkdown(label, run);
}
