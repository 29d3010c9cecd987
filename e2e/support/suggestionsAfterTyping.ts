import type { Page } from '@playwright/test';

export interface SuggestionsAfterTyping {
  /** The suggested products' names once the list shows only products for the last text typed. */
  names: string[];
  /** From the last keystroke to that list, ms (a figure for `scripts/bench/timeBudgets.ts`, not a test's rule). */
  elapsedMs: number;
}

/**
 * Types `blanket` into the header's visible search box as a quick typist does (a key every 40 ms) and waits
 * for the suggestions list to show products for the whole word only, never an earlier prefix's.
 * The page must be open, its search box hydrated, and its suggestions already warmed once.
 */
export function suggestionsAfterTyping(page: Page): Promise<SuggestionsAfterTyping> {
  return page.evaluate(async () => {
    const target = [...document.querySelectorAll<HTMLInputElement>('header [role="combobox"]')].find(
      (i) => i.offsetParent !== null,
    )!;
    target.focus();
    let lastKey = 0;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    for (const text of ['b', 'bl', 'bla', 'blan', 'blank', 'blanke', 'blanket']) {
      lastKey = performance.now();
      setter.call(target, text);
      target.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 40)); // a quick typist
    }
    const list = document.getElementById(target.getAttribute('aria-controls')!)!;
    return new Promise<{ names: string[]; elapsedMs: number }>((resolve) => {
      const check = () => {
        const names = [...list.querySelectorAll('[data-testid="suggestion-product"]')].map((o) => o.textContent ?? '');
        if (!list.hidden && names.length > 0 && names.every((n) => /Blanket/.test(n))) {
          resolve({ names, elapsedMs: performance.now() - lastKey });
          return true;
        }
        return false;
      };
      if (check()) return;
      const observer = new MutationObserver(() => check() && observer.disconnect());
      observer.observe(list, { subtree: true, childList: true, attributes: true, characterData: true });
    });
  });
}
