import type { Page } from '@playwright/test';

/**
 * Point the shop in this page at another backend (one a spec started with
 * its own settings) by rewriting the run-time config in flight: in the
 * server's page handover (before the shop's scripts read it), and in
 * `/remotes.json` for a page rendered in the browser. The CSP allows the
 * stack's backend only, so such specs use `bypassCSP`. (The document itself is
 * not rewritten through `route.fulfill`: Chromium would then treat it as
 * public and refuse its requests to the loopback remotes.)
 */
export async function pointShopAt(page: Page, backend: { url: string; anonKey: string }): Promise<void> {
  const supabase = { url: backend.url, anonKey: backend.anonKey };
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const runtime = (await response.json()) as { config?: Record<string, unknown> };
    await route.fulfill({ response, json: { ...runtime, config: { ...runtime.config, supabase } } });
  });
  await page.addInitScript((backendConfig) => {
    // "interactive" comes after the whole document is parsed and before its module scripts run.
    document.addEventListener('readystatechange', () => {
      const block = document.getElementById('keepsake-page');
      if (document.readyState !== 'interactive' || !block?.textContent) return;
      const handover = JSON.parse(block.textContent) as { config?: Record<string, unknown> };
      handover.config = { ...handover.config, supabase: backendConfig };
      block.textContent = JSON.stringify(handover);
    });
  }, supabase);
}
