import { getShopConfig } from '@giftshop/shared';
import { bus } from '../bus';
import { defaultCartLimits } from '../cart/cartReducer';
import { browserCartStorage } from '../cart/cartStorage';
import { startCartOwner, type CartOwner } from './cartOwner';

let owner: CartOwner | undefined;

/**
 * The page's cart owner, started once: by whichever of the cart's modules
 * loads first (the header's cart button, on every page). Commands sent
 * before it starts wait in the bus and are handled as soon as it does.
 */
export function ensureCartOwner(): CartOwner {
  if (!owner) {
    const config = getShopConfig();
    const browser = typeof window === 'undefined' ? undefined : window;
    owner = startCartOwner({
      bus,
      storage: browserCartStorage(config.cartStorageKey, () => browser?.localStorage),
      storageKey: config.cartStorageKey,
      storageEvents: browser,
      limits: { ...defaultCartLimits, maxQuantity: config.maxQuantity },
      toastDurationMs: config.cartToastDurationMs,
    });
  }
  return owner;
}
