/** How long a new page's heading is waited for (a remote's code and its data loading on a slow phone). */
export const HEADING_WAIT_MS = 10_000;

/**
 * After a route change: focus goes to the new page's main heading (the
 * `<h1>` in `main`), so a screen reader says where the shopper now is
 * ("Checkout", "Thank you for your order!"). A heading that arrives later (the
 * page's remote or its data still loading) is focused when it appears. The
 * shopper comes first: once they click, tap or press a key, nothing is moved.
 * Returns a function that stops waiting.
 */
export function focusMainHeadingWhenReady(main: HTMLElement, waitMs = HEADING_WAIT_MS): () => void {
  const focusHeading = () => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    // Focusable by script only: the heading does not join the Tab order.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  if (focusHeading()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusHeading()) stop();
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('pointerdown', stop, true);
    document.removeEventListener('keydown', stop, true);
  };
  const timer = setTimeout(stop, waitMs);
  observer.observe(main, { childList: true, subtree: true });
  document.addEventListener('pointerdown', stop, true);
  document.addEventListener('keydown', stop, true);
  return stop;
}
