import type { ShopBus, Unsubscribe } from '@giftshop/shared';
import { whenShopperSignsOut } from '@giftshop/shared/session';
import { clearDraft } from './checkoutDraft';

/**
 * A shopper who Signs Out (in any tab of this browser: it may be a shared computer) leaves no checkout draft
 * behind: theirs, their shipping method, and the guest typing of this tab they carried on with (`clearDraft`).
 * A session that ended keeps the draft for them to carry on with once they sign in again.
 */
export const forgetDraftOnSignOut = (bus: ShopBus): Unsubscribe => whenShopperSignsOut(bus, clearDraft);
