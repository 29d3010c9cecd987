import { breakpoint } from '@giftshop/shared';

/**
 * Where the toast stack goes. Normally at the bottom right (across the
 * bottom on phones). While a modal dialog is open (the cart drawer) a toast
 * must not cover it: it moves beside the dialog if there is room; otherwise
 * (a phone, where the drawer takes the whole width) the dialog keeps its
 * place, and the toast goes to the lowest band where it covers none of its
 * controls (Proceed to Checkout, Continue Shopping, the quantity buttons)
 * nor its results (`<output>`, the Total). With no dialog open, by the same
 * rule, it never covers the form the shopper is typing in (a password to
 * type again after a failed sign-in, on a phone): it goes to the lowest band
 * clear of that form's fields, buttons and messages.
 */
export const TOAST_EDGE_PX = 16;
export const TOAST_WIDTH_PX = 356;
const GAP_PX = 8;

export interface Box {
  top: number;
  left: number;
  right: number;
  bottom: number;
}

/** CSS offsets for the stack, or null for its usual place. */
export interface ToastOffsets {
  bottom: number;
  /** Set when the stack moves beside the dialog (then it no longer spans a phone's width). */
  right?: number;
}

export interface PlacementInput {
  viewport: { width: number; height: number };
  /** The stack's height as laid out now. */
  stackHeight: number;
  /** The open modal dialog, if any. */
  dialog: Box | null;
  /** The dialog's interactive elements and results (its total), where they are on screen. */
  controls: Box[];
  /**
   * Read when no dialog is open: the field that has focus and the rest of its form (its fields, buttons and
   * messages), where they are on screen; empty when focus is in no field.
   */
  typingIn?: Box[];
}

/** The stack's usual horizontal span (mirrors the region's styles). */
export function toastSpan(viewportWidth: number): { left: number; right: number } {
  if (viewportWidth < breakpoint.mobile) return { left: TOAST_EDGE_PX, right: viewportWidth - TOAST_EDGE_PX };
  const width = Math.min(TOAST_WIDTH_PX, viewportWidth - 2 * TOAST_EDGE_PX);
  return { left: viewportWidth - TOAST_EDGE_PX - width, right: viewportWidth - TOAST_EDGE_PX };
}

const overlapsX = (a: { left: number; right: number }, b: Box) => a.left < b.right && b.left < a.right;

export function toastPlacement({
  viewport,
  stackHeight,
  dialog,
  controls,
  typingIn = [],
}: PlacementInput): ToastOffsets | null {
  // No dialog: the page itself, in which only the form being filled in must stay clear.
  if (!dialog) {
    if (!typingIn.length) return null;
    return toastPlacement({
      viewport,
      stackHeight,
      dialog: { top: 0, left: 0, right: viewport.width, bottom: viewport.height },
      controls: typingIn,
    });
  }
  const span = toastSpan(viewport.width);
  if (!overlapsX(span, dialog)) return null;

  // Room to the left of the dialog (a side drawer on a wide screen): the stack goes there.
  const width = span.right - span.left;
  if (dialog.left - 2 * TOAST_EDGE_PX >= width) {
    return { bottom: TOAST_EDGE_PX, right: viewport.width - dialog.left + TOAST_EDGE_PX };
  }

  // Otherwise the lowest band, over the dialog, that covers none of its controls.
  const inSpan = controls.filter((c) => overlapsX(span, c) && c.bottom > 0 && c.top < viewport.height);
  const lowest = viewport.height - TOAST_EDGE_PX - stackHeight;
  const highest = TOAST_EDGE_PX;
  const candidates = [
    lowest,
    ...inSpan.flatMap((c) => [c.top - GAP_PX - stackHeight, c.bottom + GAP_PX]),
    highest,
  ].filter((top) => top >= highest && top <= lowest);
  const covered = (top: number) => inSpan.filter((c) => c.top < top + stackHeight && top < c.bottom).length;
  // Fewest controls covered (none, whenever a free band exists), then as low as possible.
  const best = candidates.reduce((a, b) => {
    const [ca, cb] = [covered(a), covered(b)];
    return cb < ca || (cb === ca && b > a) ? b : a;
  }, lowest);
  return best === lowest ? null : { bottom: viewport.height - stackHeight - best };
}
