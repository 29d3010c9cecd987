import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { color, font, fontSize, media, shadow, space, type ShopBus } from '@giftshop/shared';
import type { CartItem } from '@giftshop/shared/domain';
import { useCartQuote, volumeQuotedBefore } from '../cart/useCartQuote';
import { useCartState } from '../state/useCartState';
import { CartLineRow } from './CartLineRow';
import { CartSummaryFooter } from './CartSummaryFooter';
import { DeliveryEstimate } from './DeliveryEstimate';
import { EmptyCart } from './EmptyCart';
import { GroupEntry } from './GroupEntry';
import { RemovedUndo } from './RemovedUndo';
import { cartEntries } from '../lines/cartEntries';
import { lineNames } from '../lines/lineNames';
import { useModalDialog } from './useModalDialog';
import { RoundIconButton } from '../ui/RoundIconButton';
import { shopperTextWraps } from '../ui/shopperText';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
/**
 * A screen too short for the lines to scroll on their own above the footer (a phone on its side: the header
 * takes some 60 px, the footer some 400 and the lines need 180): there the whole drawer scrolls as one, lines
 * first, then the footer. A laptop's window (650–720 px) keeps the footer and its checkout button in sight.
 */
const shortScreen = '@media (max-height: 639px)';

const Backdrop = styled.div({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: 'rgba(42, 33, 27, 0.45)',
  animation: `${fadeIn} 180ms ease-out`,
  [media.reducedMotion]: { animation: 'none' },
});
const Panel = styled.div({
  position: 'fixed',
  // the whole height, always: on a phone the shell's toasts keep off its controls (toastPlacement), as off any dialog's
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: 101,
  width: 'min(440px, 100vw)',
  display: 'flex',
  flexDirection: 'column',
  background: color.surface,
  color: color.ink,
  fontFamily: font.body,
  ...shopperTextWraps,
  boxShadow: shadow.raised,
  outline: 'none',
  // whatever the lines and the footer take, every line and every action can be scrolled to
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  animation: `${slideIn} 220ms ease-out`,
  [media.reducedMotion]: { animation: 'none' },
  [media.mobile]: { width: '100vw' },
});
const Header = styled.div({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  padding: `${space.md} ${space.lg}`,
  borderBottom: `1px solid ${color.line}`,
  background: color.surface,
  h2: { margin: 0, fontFamily: font.display, fontSize: fontSize.xl, fontWeight: 600 },
  [media.mobile]: { padding: `${space.sm} ${space.md}` },
  // the close button stays in sight while the drawer scrolls
  [shortScreen]: { position: 'sticky', top: 0, zIndex: 1 },
});
const Count = styled.span({ fontFamily: font.body, fontSize: fontSize.sm, fontWeight: 400, color: color.inkMuted });
const Lines = styled.ul({
  flex: '1 1 auto',
  // on a tall screen the lines scroll above the footer, never squeezed below one line's height
  minHeight: 180,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  listStyle: 'none',
  margin: 0,
  padding: `0 ${space.lg}`,
  [media.mobile]: { padding: `0 ${space.md}` },
  [shortScreen]: { flex: 'none', minHeight: 0, overflowY: 'visible' },
});

/**
 * The cart drawer: a modal dialog at the side of the page with a row per
 * line, the total, how far free shipping is, and the way on to checkout.
 */
export function CartDrawer({
  bus,
  returnFocus,
  onRemoveGroup,
}: {
  bus: ShopBus;
  returnFocus: RefObject<HTMLElement | null>;
  /** Take a group order's every line out (the cart's owner, in this remote). */
  onRemoveGroup: (groupId: string) => void;
}) {
  const cart = useCartState(bus);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useCallback(() => bus.send('cart:close', {}), [bus]);
  // A link out of the drawer (Proceed to Checkout, a product, Continue Shopping) opens another page:
  // focus goes to that page's heading, not back to the cart button.
  const leaving = useRef(false);
  const leave = useCallback(() => {
    leaving.current = true;
    close();
  }, [close]);
  const hasLeft = useCallback(() => leaving.current, []);
  useModalDialog(panel, close, returnFocus, hasLeft);
  // A removed line takes its focused button with it: keep focus in the dialog.
  useEffect(() => {
    const element = panel.current;
    if (element && !element.contains(document.activeElement)) {
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
  }, [cart.items.length]);
  // the line or group order last taken out (Remove, − at 1, Remove Group), as it was, until Undo puts it back
  const [removed, setRemoved] = useState<{
    kind: 'line' | 'group';
    key: string;
    name: string;
    itemCount: number;
    lines: CartItem[];
  } | null>(null);
  const undoRemove = useCallback(() => {
    if (removed?.kind === 'line') bus.send('cart:add', { item: removed.lines[0]! });
    else if (removed) bus.send('cart:add-group', { items: removed.lines });
    setRemoved(null);
  }, [bus, removed]);
  const quote = useCartQuote(cart.items);
  // a 200-line group is one entry, grouped once per cart change (not on every quote or focus change)
  const entries = useMemo(() => cartEntries(cart.items), [cart.items]);
  const names = useMemo(() => lineNames(cart.items), [cart.items]);

  return createPortal(
    <>
      <Backdrop onClick={close} data-testid="cart-backdrop" />
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Header>
          <h2 id={titleId}>
            Your Cart{' '}
            {cart.itemCount > 0 && (
              <Count>
                ({cart.itemCount} {cart.itemCount === 1 ? 'item' : 'items'})
              </Count>
            )}
          </h2>
          <RoundIconButton type="button" aria-label="Close Cart" onClick={close} data-autofocus>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </RoundIconButton>
        </Header>
        {removed && (
          <RemovedUndo
            key={removed.key}
            name={removed.name}
            quoted={removed.kind === 'group'}
            count={removed.itemCount}
            onUndo={undoRemove}
          />
        )}
        {cart.items.length === 0 ? (
          <EmptyCart onNavigate={leave} />
        ) : (
          <>
            <Lines aria-label="Items in your cart">
              {entries.map((entry) => {
                const row = (line: (typeof cart.items)[number]) => {
                  const label = names.get(line.id) ?? line.name;
                  const takeOut = () =>
                    setRemoved({
                      kind: 'line',
                      key: line.id,
                      name: label,
                      itemCount: line.quantity,
                      lines: [line],
                    });
                  return (
                    <CartLineRow
                      key={line.id}
                      line={line}
                      label={label}
                      onQuantity={(quantity) => {
                        if (quantity < 1) takeOut();
                        bus.send('cart:update', { id: line.id, quantity });
                      }}
                      onRemove={() => {
                        takeOut();
                        bus.send('cart:remove', { id: line.id });
                      }}
                      onNavigate={leave}
                    />
                  );
                };
                if (entry.kind === 'line') return row(entry.line);
                // a group order is one entry: "Team order · 24 items", its lines inside
                return (
                  <GroupEntry
                    key={entry.key}
                    name={entry.name}
                    itemCount={entry.itemCount}
                    onRemove={() => {
                      setRemoved({ ...entry, kind: 'group' });
                      onRemoveGroup(entry.key);
                    }}
                  >
                    {() => entry.lines.map(row)}
                  </GroupEntry>
                );
              })}
            </Lines>
            <CartSummaryFooter
              quote={quote.data}
              volumeBefore={quote.data || quote.isError ? undefined : volumeQuotedBefore(cart.items)}
              failed={quote.isError}
              onRetry={() => void quote.refetch()}
              onNavigate={leave}
            >
              <DeliveryEstimate items={cart.items} />
            </CartSummaryFooter>
          </>
        )}
      </Panel>
    </>,
    document.body,
  );
}
