import { connectBus } from '@giftshop/shared';

/** The product remote's handle on the page's bus, stamped with the contract version it was built against. */
export const bus = connectBus('product', __BUS_CONTRACT_VERSION__);
