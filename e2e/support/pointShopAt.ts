import type { Page } from '@playwright/test';

/**
 * Point the shop in this page at another backend (one a spec started with
 * its own settings) by rewriting the run-time config in flight. The CSP
 * allows the stack's backend only, so such specs use `bypassCSP`.
 */
export async function pointShopAt(page: Page, backend: { url: string; anonKey: string }): Promise<void> {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const runtime = (await response.json()) as { config?: Record<string, unknown> };
    await route.fulfill({
      response,
      json: { ...runtime, config: { ...runtime.config, supabase: { url: backend.url, anonKey: backend.anonKey } } },
    });
  });
}
