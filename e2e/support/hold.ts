import type { Page } from '@playwright/test';

/**
 * Holds every request whose address matches `pattern` until the returned
 * function is called (then they go on as usual): a held answer, to see what
 * the page shows while it waits, and that nothing moves when it comes.
 * Routing turns the browser's HTTP cache off, so a script is held too.
 */
export async function holdAnswers(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Where an element's box is on the page (not the viewport): it must not move while answers come. */
export const boxOnPage = (element: Element) => {
  const box = element.getBoundingClientRect();
  return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height };
};
