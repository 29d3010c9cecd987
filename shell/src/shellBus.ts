import { connectBus } from '@giftshop/shared';

/** The shell's handle on the page's bus. */
export const shellBus = connectBus('shell', __BUS_CONTRACT_VERSION__);
