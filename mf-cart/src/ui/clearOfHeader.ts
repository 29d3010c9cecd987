import { stickyHeaderReach } from '@giftshop/shared';

/**
 * Room above a part of the cart's pages that is scrolled to, so the shop's sticky header never covers it: the
 * header's real height on a desktop or a phone as the shell publishes it (`stickyHeaderReach`), 120 px until it
 * has (the tallest it is, as mf-product's detailLayout counts it), and 16 px of air.
 */
export const clearOfHeader = `calc(${stickyHeaderReach(120)} + 16px)`;
