import { getShopConfig } from '@giftshop/shared';
import { whenShopperSignsOut } from '@giftshop/shared/session';
import { bus } from '../bus';
import { defaultCartLimits } from '../cart/cartReducer';
import { browserCartStorage } from '../cart/cartStorage';
import { clearDraft } from '../checkout/checkoutDraft';
import { startCartOwner, type CartOwner } from './cartOwner';

let owner: CartOwner | undefined;

/**
 * The page's cart owner, started once: by whichever of the cart's modules
 * loads first (the header's cart button, on every page). Commands sent
 * before it starts wait in the bus and are handled as soon as it does.
 * It also forgets a shopper's checkout draft when they Sign Out (in any tab of this browser): it may be a shared
 * computer. A session that ended keeps the draft for them to carry on with once they sign in again.
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
    whenShopperSignsOut(bus, clearDraft);
  }
  return owner;
}
