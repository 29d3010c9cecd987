import { createShopQueryClient } from '@giftshop/shared';

/** The catalogue remote's one query client: its cache lives as long as the page. */
export const catalogQueryClient = createShopQueryClient();
