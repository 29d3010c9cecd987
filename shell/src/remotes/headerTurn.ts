/**
 * When the header's cart and account parts may load. They are not in the
 * server's HTML (they depend on the shopper), and the page responds without
 * them, so they wait for their turn: the browser's first idle moment after
 * the page has hydrated, or at once when the shopper first taps, types or
 * moves focus, whichever comes first. Until then their slots show their
 * fixed-size placeholders; a command sent to the cart meanwhile (Add to Cart)
 * waits on the bus for its owner.
 */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
/** Idle may never come on a busy phone: the header loads after this long regardless. */
const IDLE_LIMIT_MS = 1_500;

let open: () => void = () => undefined;
let opened = false;

/** Resolves when the header's remotes may load. */
export const headerTurn = new Promise<void>((resolve) => {
  open = () => {
    if (opened) return;
    opened = true;
    for (const type of INTERACTIONS) removeEventListener(type, open, true);
    resolve();
  };
});

if (typeof window !== 'undefined') {
  for (const type of INTERACTIONS) addEventListener(type, open, { capture: true, passive: true });
}

/** The page responds (it has hydrated, or rendered in the browser): the header's turn comes when next idle. */
export function pageResponded(): void {
  if (opened) return;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(open, { timeout: IDLE_LIMIT_MS });
  else setTimeout(open, 0);
}
