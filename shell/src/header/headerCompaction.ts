/**
 * When the header is compact (spec: "the header layout changes after
 * scrolling more than 50 pixels"). It goes compact past 50 px and back to
 * full only at 30 px or less, so a scroll that stops near 50 px, or the
 * small jumps a touch scroll or scroll anchoring make there, cannot toggle
 * it back and forth.
 */
export const COMPACT_AFTER_PX = 50;
export const FULL_AGAIN_AT_PX = 30;

export function nextCompact(compact: boolean, scrollY: number): boolean {
  return compact ? scrollY > FULL_AGAIN_AT_PX : scrollY > COMPACT_AFTER_PX;
}

/**
 * How much of the header's top a compact header hides above the viewport
 * (its `top` while stuck is minus this). The header's height in the page
 * never changes between full and compact: a header that shrinks makes the
 * page shorter, which moves the scroll position back under 50 px and
 * switches the header back, without end.
 */
export const compactHiddenPx = { desktop: 16, mobile: 8 } as const;

/** The logo row's fixed height, so nothing inside it (tagline, logo size) changes the header's height. */
export const headerRowPx = { desktop: 72, mobile: 64 } as const;
