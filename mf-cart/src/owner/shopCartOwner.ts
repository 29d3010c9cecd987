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
 * It also has a shopper's checkout draft forgotten when they Sign Out (`forgetDraftOnSignOut`, loaded once a
 * shopper is signed in, as the draft's own code is loaded when needed: nothing added to the JS before a page
 * responds; it watches from the replayed signed-in state on, long before a Sign Out can be pressed).
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
    let forgetting = false;
    bus.watch('session:state', (state) => {
      if (state.status !== 'signed-in' || forgetting) return;
      forgetting = true;
      void import('../checkout/forgetDraftOnSignOut').then(({ forgetDraftOnSignOut }) => forgetDraftOnSignOut(bus));
    });
  }
  return owner;
}
