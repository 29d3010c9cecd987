import type { Page } from '@playwright/test';

/**
 * Installs a minimal React DevTools hook before the page loads: every
 * react-dom copy registers itself with it, so a test can count them.
 */
export async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers: { version: string }[] = [];
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: { version: string }) {
        renderers.push(renderer);
        return renderers.length;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
    (window as unknown as Record<string, unknown>).__reactRenderers = renderers;
  });
}

export function reactRendererVersions(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { __reactRenderers: { version: string }[] }).__reactRenderers ?? []).map((r) => r.version),
  );
}
