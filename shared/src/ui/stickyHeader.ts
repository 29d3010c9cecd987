/**
 * How far down the shop's sticky header reaches: the shell's header sets this custom property on `<html>` to the
 * part of the viewport it covers once the page has scrolled (its height on a desktop or a phone), and a remote
 * keeps what it scrolls to or pins below it. Since shared 1.16.0.
 */
export const STICKY_HEADER_PROPERTY = '--shop-sticky-header';

/** A CSS length: the sticky header's reach, as the shell says it, `fallbackPx` until it has. */
export const stickyHeaderReach = (fallbackPx: number) => `var(${STICKY_HEADER_PROPERTY}, ${fallbackPx}px)`;

/**
 * The tallest the shop's sticky header is (119 px on a desktop, 117 on a phone: the shell's, measured), which a
 * remote assumes until the shell has said. Since shared 1.17.0.
 */
export const STICKY_HEADER_TALLEST_PX = 120;
/** Air between the sticky header and what sits just below it. Since shared 1.17.0. */
export const BELOW_HEADER_AIR_PX = 16;
/**
 * Room above a part of a page that stays in view or is scrolled to (its `scroll-margin-top`, a sticky part's
 * `top`), so the sticky header never covers it: the header's reach and the air below it. mf-product's options,
 * gallery and tabs and mf-cart's card step use it. Since shared 1.17.0.
 */
export const clearOfStickyHeader = `calc(${stickyHeaderReach(STICKY_HEADER_TALLEST_PX)} + ${BELOW_HEADER_AIR_PX}px)`;
