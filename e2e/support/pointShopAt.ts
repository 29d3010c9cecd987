import type { Page } from '@playwright/test';

const handoverBlock = /(<script type="application\/json" id="keepsake-page">)([\s\S]*?)(<\/script>)/;

/**
 * Point the shop in this page at another backend (one a spec started with
 * its own settings) by rewriting the run-time config in flight: in the
 * server's page handover, and in `/remotes.json` for a page rendered in the
 * browser. The CSP allows the stack's backend only, so such specs use `bypassCSP`.
 */
export async function pointShopAt(page: Page, backend: { url: string; anonKey: string }): Promise<void> {
  const supabase = { url: backend.url, anonKey: backend.anonKey };
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const runtime = (await response.json()) as { config?: Record<string, unknown> };
    await route.fulfill({ response, json: { ...runtime, config: { ...runtime.config, supabase } } });
  });
  await page.route(
    (url) => !/\.\w+$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      const body = html.replace(handoverBlock, (_match, open: string, json: string, close: string) => {
        const handover = JSON.parse(json) as { config?: Record<string, unknown> };
        handover.config = { ...handover.config, supabase };
        const escaped = JSON.stringify(handover).replace(
          /[<>&\u2028\u2029]/g,
          (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
        );
        return `${open}${escaped}${close}`;
      });
      await route.fulfill({ response, body });
    },
  );
}
