import type { RemoteModules } from '@giftshop/shared';

/** The header's cart button. */
const CartButton: RemoteModules['cart/CartButton'] = () => <button type="button" data-remote="cart">Cart</button>;

export default CartButton;
