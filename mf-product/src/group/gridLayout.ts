import { useSyncExternalStore } from 'react';
import { media } from '@giftshop/shared';

/**
 * The group grid's rows, one home for their CSS (GroupOrderBody.tsx's Grid) and for the row height the
 * virtualizer draws its spacers with (rowWindow.ts): a row is its lines, each a field and its cell's padding
 * above and below, and the line under the row.
 *
 * Wide (768 px and up): one line, # · name · number · size · remove.
 * Phone: the name takes the row's first line after its #, so a coach reads back "Lucas Anderson" whole; the
 * number, the size and remove share a second line. A grid of names alone keeps one line.
 */
export type GridLayout = 'wide' | 'phone';

/** The height of a row's fields (inputs, size choices, the remove button), in px. */
export const FIELD_HEIGHT = 36;
/** A cell's padding on each side, in px: a phone keeps its room for the fields. */
export const CELL_PADDING: Record<GridLayout, number> = { wide: 4, phone: 2 };
/** The line under each row, in px. */
export const ROW_RULE = 1;

/** One line of a row: a field and its cell's padding. */
export const lineHeight = (layout: GridLayout): number => FIELD_HEIGHT + 2 * CELL_PADDING[layout];

/** The lines of a row: two on a phone when the row has a number or a size beside the name, one otherwise. */
export const rowLines = (layout: GridLayout, secondLine: boolean): number => (layout === 'phone' && secondLine ? 2 : 1);

/** A row's height, in px, with no message under its name: what the virtualizer counts each row as. */
export const rowHeight = (layout: GridLayout, secondLine: boolean): number =>
  rowLines(layout, secondLine) * lineHeight(layout) + ROW_RULE;

const PHONE_QUERY = media.mobile.replace(/^@media\s+/, '');

function watchPhone(changed: () => void): () => void {
  const phone = window.matchMedia(PHONE_QUERY);
  phone.addEventListener('change', changed);
  return () => phone.removeEventListener('change', changed);
}

/** The layout the grid's CSS gives it now, following the window as it is resized; wide on the server. */
export function useGridLayout(): GridLayout {
  return useSyncExternalStore(
    watchPhone,
    () => (window.matchMedia(PHONE_QUERY).matches ? 'phone' : 'wide'),
    () => 'wide',
  );
}
