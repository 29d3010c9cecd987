/**
 * What React renders again once a page has responded (issue 31), on the throttled phone of `pageResponds.ts`.
 * A stand-in React DevTools hook, installed before the page's scripts, records each commit: how many components
 * rendered again (an update, not a first render or a hydration) and, for the largest parts, what changed (props,
 * hooks, contexts). Per page and cold load, it sums the components rendered again in the 6 s after
 * `keepsake:page-responds`, and the largest single commit; `--details` prints each commit of 6 or more.
 * It found the shell rendering the remote's whole page a second time on every load (stop 43: 160–650
 * components, now 3 on home). What remains is by design: a card carousel's steps on a phone, the cart and
 * account parts arriving, the session.
 *   npx tsx scripts/bench/rendersAfterResponds.ts [--runs 3] [--details] [--origin http://localhost:5173] [/ …]
 * Without `--origin` it starts its own stack (offset RENDERS_PORT_OFFSET, 980). It reads React's fibers, which
 * are React's internals: a React upgrade may need this file changed.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser } from '@playwright/test';
import { launchBenchBrowser } from './benchBrowser';
import { runPageBench } from './pageBench';
import { median, openThrottledPhone } from './pageResponds';

interface Commit {
  t: number;
  updated: number;
  mounted: number;
  parts: string[];
}

/** The stand-in hook: React calls `onCommitFiberRoot` after each commit when it finds a hook at start. */
const hook = `
  (() => {
    const commits = [];
    window.__keepsakeCommits = commits;
    let previous = new WeakSet();
    const fnTags = [0, 1, 11, 14, 15]; // function, class, forwardRef, memo, simple memo components
    const describe = (fiber) => {
      const queue = [fiber];
      while (queue.length) {
        const f = queue.shift();
        if (f && f.stateNode instanceof Element) {
          const e = f.stateNode;
          const testId = e.getAttribute('data-testid');
          return e.tagName.toLowerCase() + (testId ? '[' + testId + ']' : '') + ' "' + (e.textContent || '').slice(0, 32) + '"';
        }
        for (let c = f && f.child; c; c = c.sibling) queue.push(c);
      }
      return '?';
    };
    const changed = (f) => {
      const a = f.alternate;
      const out = [];
      const props = Object.keys(f.memoizedProps || {}).filter((k) => (f.memoizedProps || {})[k] !== (a.memoizedProps || {})[k]);
      if (props.length) out.push('props ' + props.join(','));
      for (let h = f.memoizedState, g = a.memoizedState, i = 0; h && g && typeof h === 'object' && 'next' in h; h = h.next, g = g.next, i++)
        if (h.memoizedState !== g.memoizedState) out.push('hook ' + i);
      for (let c = f.dependencies && f.dependencies.firstContext, d = a.dependencies && a.dependencies.firstContext; c; c = c.next, d = d && d.next)
        if (!d || c.memoizedValue !== d.memoizedValue) out.push('a context');
      return out.join(', ');
    };
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true, renderers: new Map(), isDisabled: false,
      inject: () => 1, checkDCE: () => {}, onCommitFiberUnmount: () => {}, onPostCommitFiberRoot: () => {}, setStrictMode: () => {},
      onCommitFiberRoot: (_id, root) => {
        const seen = new WeakSet();
        const commit = { t: Math.round(performance.now()), updated: 0, mounted: 0, parts: [] };
        const walk = (fiber, insideWorked) => {
          for (let f = fiber; f; f = f.sibling) {
            seen.add(f);
            const worked = !previous.has(f) && (f.flags & 1) === 1 && fnTags.includes(f.tag);
            if (worked) f.alternate ? commit.updated++ : commit.mounted++;
            if (worked && !insideWorked && f.alternate && commit.parts.length < 6) commit.parts.push(describe(f) + ' <' + changed(f) + '>');
            walk(f.child, insideWorked || worked);
          }
        };
        walk(root.current.child, false);
        previous = seen;
        commits.push(commit);
      },
    };
  })();
`;

async function loadOnce(browser: Browser, url: string, details: boolean) {
  const { context, page, untilResponds, read } = await openThrottledPhone(browser);
  try {
    await page.addInitScript({ content: hook });
    await page.goto(url, { waitUntil: 'commit' });
    await untilResponds(url);
    await sleep(6000);
    const responds = (await read<number>(`performance.getEntriesByName('keepsake:page-responds')[0]?.startTime`)) ?? 0;
    const after = ((await read<Commit[]>('window.__keepsakeCommits')) ?? []).filter((c) => c.t > responds);
    if (details)
      for (const c of after.filter((c) => c.updated + c.mounted >= 6))
        console.error(
          `  +${Math.round(c.t - responds)} ms: ${c.updated} again, ${c.mounted} new: ${c.parts.join(' | ')}`,
        );
    return {
      again: after.reduce((sum, c) => sum + c.updated, 0),
      largest: Math.max(0, ...after.map((c) => c.updated)),
    };
  } finally {
    await context.close();
  }
}

export async function measureRendersAfterResponds(origin: string, routes: string[], runs = 3, details = false) {
  const browser = await launchBenchBrowser();
  const lines = [
    '| page | rendered again after responding (median) | largest commit (median) | runs |',
    '|---|---:|---:|---|',
  ];
  try {
    for (const route of routes) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) {
        if (details) console.error(`${route} #${i + 1}`);
        samples.push(await loadOnce(browser, origin + route, details));
      }
      lines.push(
        `| \`${route}\` | ${median(samples.map((s) => s.again))} | ${median(samples.map((s) => s.largest))} | ${samples.map((s) => `${s.again} (${s.largest})`).join(', ')} |`,
      );
    }
  } finally {
    await browser.close();
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runPageBench({
    offsetVariable: 'RENDERS_PORT_OFFSET',
    defaultOffset: 980,
    dataName: 'renders',
    title: (runs) =>
      `Components React renders again in the 6 s after the page responds, throttled phone, ${runs} cold loads:`,
    measure: (origin, routes, runs, args) =>
      measureRendersAfterResponds(origin, routes, runs, args.includes('--details')),
  });
}
