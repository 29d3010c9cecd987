import type { ShopBus } from '@giftshop/shared';
import type { CartState } from '@giftshop/shared/domain';
import { emptyCart } from '../cart/cartReducer';
import { useBusState } from './useBusState';

/** The cart as its owner last published it. */
export function useCartState(bus: ShopBus): CartState {
  return useBusState(bus, 'cart:state') ?? emptyCart;
}
