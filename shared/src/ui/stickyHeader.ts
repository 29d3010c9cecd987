/**
 * How far down the shop's sticky header reaches: the shell's header sets this custom property on `<html>` to the
 * part of the viewport it covers once the page has scrolled (its height on a desktop or a phone), and a remote
 * keeps what it scrolls to or pins below it. Since shared 1.16.0.
 */
export const STICKY_HEADER_PROPERTY = '--shop-sticky-header';

/** A CSS length: the sticky header's reach, as the shell says it, `fallbackPx` until it has. */
export const stickyHeaderReach = (fallbackPx: number) => `var(${STICKY_HEADER_PROPERTY}, ${fallbackPx}px)`;
