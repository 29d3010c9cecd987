import type { ShopBus } from '@giftshop/shared';
import type { CartItem } from '@giftshop/shared/domain';

/**
 * Hand a group order to the cart (`cart:add-group`) and answer whether the cart took it.
 *
 * The cart remote publishes its first `cart:state` and registers its command handlers in one task, so once
 * that state is out (and the task is over) the bus knows whether the cart handles group orders. A cart remote
 * built before them (shared before 1.4) publishes its state but never handles `cart:add-group`: the group
 * would wait for an owner that never comes, so it is not sent and the answer is false (the caller says so).
 * While no cart has published its state yet, this waits for it: the cart is still loading.
 */
export function sendGroupToCart(bus: ShopBus, items: CartItem[]): Promise<boolean> {
  return new Promise((resolve) => {
    let seen = false;
    let stop: (() => void) | undefined = undefined;
    stop = bus.watch('cart:state', () => {
      if (seen) return;
      seen = true;
      // the state may arrive while the cart is still registering its handlers, in the same task
      queueMicrotask(() => {
        stop?.();
        if (!bus.handled('cart:add-group')) {
          resolve(false);
          return;
        }
        bus.send('cart:add-group', { items });
        resolve(true);
      });
    });
  });
}
