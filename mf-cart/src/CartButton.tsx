import type { RemoteModules } from '@giftshop/shared';
import { bus } from './bus';
import { CartHeaderButton } from './button/CartHeaderButton';
import { ensureCartOwner } from './owner/shopCartOwner';

// The cart's owner starts as soon as this module loads: the shell mounts the
// cart button on every page, so an add from any page lands.
const owner = ensureCartOwner();

/** The header's cart button with its badge; it also renders the cart drawer. */
const CartButton: RemoteModules['cart/CartButton'] = () => (
  <CartHeaderButton bus={bus} drawer={owner.drawer} onRemoveGroup={owner.removeGroup} />
);

export default CartButton;
