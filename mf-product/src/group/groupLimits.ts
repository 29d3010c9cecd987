import type { RosterRow } from './rosterParse';

/**
 * What a group order takes, in a file of its own: the product page's first load reads it (its rows kept on Back,
 * keptChoices.ts) without the grid's checks, which load with the grid.
 */

/** The most people one group order takes (one cart line each; the server's order limit is 200 lines). */
export const MAX_GROUP_ROWS = 200;

/** The group's name (shown in the cart) until the shopper gives another (its longest is shopLimits.groupName). */
export const OPENING_GROUP_NAME = 'Team order';

/** A row with anything typed in it (an empty row is never ordered, nor kept). */
export const isFilledRow = (row: RosterRow) => Boolean(row.text.trim() || row.size.trim() || row.number.trim());
