import { css } from '@emotion/react';
import { clearOfStickyHeader, color, font } from '@giftshop/shared';

export const globalStyles = css({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  html: { background: color.page, color: color.ink, WebkitTextSizeAdjust: '100%' },
  body: { margin: 0, fontFamily: font.body, lineHeight: 1.5, fontSize: 16 },
  'h1, h2, h3': { fontFamily: font.display, lineHeight: 1.2, fontWeight: 600, color: color.ink },
  a: { color: 'inherit' },
  'img, svg': { display: 'block', maxWidth: '100%' },
  'button, input, select, textarea': { font: 'inherit' },
  ':focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
  // A control that takes the focus is scrolled clear of the sticky header, with its ring: Shift+Tab up a page left
  // the control focused under the header (QA sweep H-e: a product's options, its Name field and the footer's links
  // at 375 and 1280 px; WCAG 2.4.11). Only what is focused: the parts a remote scrolls to keep their own margin.
  ':focus': { scrollMarginTop: clearOfStickyHeader },
});
