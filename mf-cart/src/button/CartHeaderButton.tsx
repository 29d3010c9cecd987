import styled from '@emotion/styled';
import { useRef } from 'react';
import { color, fontSize, radius, type ShopBus } from '@giftshop/shared';
import { CartDrawer } from '../drawer/CartDrawer';
import type { DrawerStore } from '../owner/drawerStore';
import { useCartState } from '../state/useCartState';
import { useDrawerOpen } from '../state/useDrawerOpen';
import { RoundIconButton } from '../ui/RoundIconButton';
import { BagIcon } from './BagIcon';
import { badgeText, cartButtonLabel } from './cartButtonLabel';

const Badge = styled.span({
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: 20,
  height: 20,
  padding: '0 5px',
  display: 'grid',
  placeItems: 'center',
  borderRadius: radius.pill,
  background: color.accent,
  color: color.onAccent,
  fontSize: fontSize.xs,
  fontWeight: 700,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  border: `2px solid ${color.surface}`,
});

/** The header's cart button: a bag with the item count; opens the cart drawer. */
export function CartHeaderButton({
  bus,
  drawer,
  onRemoveGroup,
}: {
  bus: ShopBus;
  drawer: DrawerStore;
  /** The drawer's Remove Group: the cart's owner takes the group's lines out. */
  onRemoveGroup: (groupId: string) => void;
}) {
  const { itemCount } = useCartState(bus);
  const open = useDrawerOpen(drawer);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <RoundIconButton
        ref={button}
        type="button"
        data-remote="cart"
        // a tap on the header's sketch of this button before it came is done here (shell/public/page-start.js)
        data-keep-tap="cart"
        aria-label={cartButtonLabel(itemCount)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => bus.send('cart:open', {})}
      >
        <BagIcon />
        {itemCount > 0 && (
          <Badge aria-hidden="true" data-testid="cart-badge">
            {badgeText(itemCount)}
          </Badge>
        )}
      </RoundIconButton>
      {open && <CartDrawer bus={bus} returnFocus={button} onRemoveGroup={onRemoveGroup} />}
    </>
  );
}
