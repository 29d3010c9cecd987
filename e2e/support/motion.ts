import type { Page } from '@playwright/test';

/**
 * Waits until every finite animation and transition on the page has finished
 * (a slide-in, a fade), so what is measured next (colours, contrast) is the
 * page at rest. Endless ones (a loading shimmer) are left out.
 */
export async function motionSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .every((animation) => animation.playState !== 'running'),
  );
}
