import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { color, fontSize, radius, shadow, ShopLink, space, useShopNavigation } from '@giftshop/shared';
import { type ShopUser } from '@giftshop/shared/domain';
import { bus } from '../bus';
import { nextMenuIndex } from './menuKeys';

const Wrap = styled.div({ position: 'relative' });
const roundStyle = {
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: 0,
  borderRadius: radius.pill,
  background: 'transparent',
  color: color.ink,
  cursor: 'pointer',
  textDecoration: 'none',
  '&:hover': { background: color.surfaceMuted },
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
} as const;
const Round = styled.button(roundStyle);
/** The signed-out account icon link, the same 44×44 px as the menu button. */
export const RoundLink = styled(ShopLink)(roundStyle);
const Initial = styled.span({
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  borderRadius: radius.pill,
  background: color.accent,
  color: color.onAccent,
  fontWeight: 700,
  fontSize: fontSize.sm,
  textTransform: 'uppercase',
});
const Panel = styled.div({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 8px)',
  zIndex: 40,
  width: 260,
  maxWidth: 'calc(100vw - 24px)',
  padding: space.sm,
  background: color.surface,
  border: `1px solid ${color.line}`,
  borderRadius: radius.md,
  boxShadow: shadow.raised,
});
const Who = styled.div({
  padding: `${space.sm} ${space.md} ${space.sm}`,
  borderBottom: `1px solid ${color.line}`,
  marginBottom: space.xs,
  'strong, span': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  strong: { color: color.ink, fontSize: fontSize.md },
  span: { color: color.inkMuted, fontSize: fontSize.sm },
});
const item = {
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: 44,
  padding: `0 ${space.md}`,
  border: 0,
  borderRadius: radius.sm,
  background: 'transparent',
  color: color.ink,
  fontSize: fontSize.md,
  fontFamily: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover, &:focus-visible': { background: color.surfaceMuted, outline: 'none' },
  '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${color.focus}` },
} as const;
const ItemLink = styled(ShopLink)(item);
const ItemButton = styled.button(item);

/** The signed-in account menu: a menu button with My Profile, My Orders and Sign Out. */
export function AccountMenuButton({ user }: { user: ShopUser }) {
  const [open, setOpen] = useState(false);
  const { navigate, pathname } = useShopNavigation();
  const menuId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = () => [...(wrap.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, close]);

  const openAt = (index: 'first' | 'last') => {
    setOpen(true);
    requestAnimationFrame(() => {
      const list = items();
      list[index === 'first' ? 0 : list.length - 1]?.focus();
    });
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      return close(true);
    }
    if (event.key === 'Tab') return close(false);
    const list = items();
    const next = nextMenuIndex(event.key, list.indexOf(document.activeElement as HTMLElement), list.length);
    if (next !== null) {
      event.preventDefault();
      list[next]?.focus();
    }
  };

  // Leave first, then sign out: a guarded page (orders, profile) must see the browser already on its way home.
  const signOut = () => {
    close(false);
    navigate('/');
    bus.send('session:sign-out', {});
  };

  return (
    <Wrap ref={wrap}>
      <Round
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Account Menu for ${user.displayName}`}
        // a tap on the header's sketch of the account control before it came is done here (shell/public/page-start.js)
        data-keep-tap="account"
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKey}
      >
        <Initial aria-hidden="true">{user.displayName.slice(0, 1) || '?'}</Initial>
      </Round>
      {open && (
        <Panel>
          <Who>
            <strong title={user.displayName}>{user.displayName}</strong>
            <span title={user.email}>{user.email}</span>
          </Who>
          <div id={menuId} role="menu" aria-label="Account" onKeyDown={onMenuKey}>
            <ItemLink role="menuitem" tabIndex={-1} to="/profile" onClick={() => close(false)}>
              My Profile
            </ItemLink>
            <ItemLink role="menuitem" tabIndex={-1} to="/orders" onClick={() => close(false)}>
              My Orders
            </ItemLink>
            <ItemLink role="menuitem" tabIndex={-1} to="/addresses" onClick={() => close(false)}>
              My Addresses
            </ItemLink>
            <ItemButton role="menuitem" tabIndex={-1} type="button" onClick={signOut}>
              Sign Out
            </ItemButton>
          </div>
        </Panel>
      )}
    </Wrap>
  );
}
