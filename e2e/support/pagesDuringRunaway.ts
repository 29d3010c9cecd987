import { slowProductsQuery } from '../../backend/test/runaways';

export interface PagesDuringRunaway {
  /** The runaway read's answer (the watchdog's 500 with code 57014 once it is stopped). */
  runaway: { status: number; body: unknown };
  /** How long the runaway ran until it was answered, ms. */
  runawayMs: number;
  /** Each `/contact` (no data) and `/` (the catalogue's data, 1 s limit) answer asked while the runaway ran. */
  pages: { path: string; status: number; hasRoot: boolean; ms: number; whileRunaway: boolean }[];
}

/**
 * Sends a runaway read (`backend/test/runaways.ts`: about 20 s of CPU, far past the anon limit) to the
 * backend and, until it is answered, asks the shell's server for `/contact` and `/` in turn. Times are
 * figures for `scripts/bench/timeBudgets.ts`; the e2e flow asserts only what happened.
 */
export async function pagesDuringRunaway(
  shellUrl: string,
  backend: { url: string; anonKey: string },
): Promise<PagesDuringRunaway> {
  const headers = { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` };
  // Both pages kept by the shell's render cache before the runaway starts, so answering them needs no database
  // (the first render of a page also loads its remote's server code). Each is asked until it is answered from the
  // cache: a render that came out degraded is not kept, and a page rendered while the runaway runs would wait for
  // the database until fair sharing stops the runaway, so no page could be answered while it ran.
  // A page kept by earlier flows may be stale (older than its 10 s of freshness): it is answered at once while one
  // render refreshes it, so the asks are spaced out until that render is in (a burst of asks all came back `stale`).
  for (const path of ['/contact', '/']) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const response = await fetch(shellUrl + path, { signal: AbortSignal.timeout(60_000) });
      await response.text();
      const cache = response.headers.get('x-page-cache');
      if (cache === 'hit' || cache === 'off') break;
      if (Date.now() > deadline)
        throw new Error(`${path} was not kept by the render cache within 30 s (X-Page-Cache: ${cache})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const started = Date.now();
  let runawayMs = 0;
  let answered = false;
  const runaway = fetch(backend.url + slowProductsQuery, { headers, signal: AbortSignal.timeout(120_000) })
    .then(async (response) => ({ status: response.status, body: (await response.json()) as unknown }))
    .finally(() => {
      answered = true;
      runawayMs = Date.now() - started;
    });
  const pages: PagesDuringRunaway['pages'] = [];
  while (!answered) {
    for (const path of ['/contact', '/']) {
      const asked = Date.now();
      const response = await fetch(shellUrl + path, { signal: AbortSignal.timeout(60_000) });
      const html = await response.text();
      pages.push({
        path,
        status: response.status,
        hasRoot: html.includes('<div id="root"'),
        ms: Date.now() - asked,
        whileRunaway: !answered,
      });
    }
  }
  return { runaway: await runaway, runawayMs, pages };
}
