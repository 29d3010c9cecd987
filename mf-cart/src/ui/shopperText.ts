/**
 * What a shopper typed (a guest's e-mail, a name on a line, a gift message, an
 * address) can be one long word: it wraps where it must instead of widening
 * the page past a phone's screen. Set once at the cart's roots (its pages and
 * the drawer), inherited by every line, summary and step inside them;
 * `anywhere` (not `break-word`) also lets the grid and flex columns holding
 * such text shrink to the screen.
 */
export const shopperTextWraps = { overflowWrap: 'anywhere' } as const;
