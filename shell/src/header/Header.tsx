import styled from '@emotion/styled';
import { memo, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  color,
  font,
  fontSize,
  getShopConfig,
  layout,
  media,
  radius,
  ShopLink,
  space,
  useShopNavigation,
} from '@giftshop/shared';
import { primaryCategories } from '@giftshop/shared/domain';
import { CART_WITHOUT_SCRIPTS_PATH } from '../pages/shellPages';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { BagIcon, ChevronIcon, CloseIcon, GiftMark, MenuIcon, PersonIcon } from './icons';
import { MegaMenu, MobileMenu } from './headerMenusLater';
import { SearchBox } from './SearchBox';
import { useDismiss } from './useDismiss';
import { compactHiddenPx, headerRowPx } from './headerCompaction';
import { useCompactHeader } from './useCompactHeader';
import { useStickyHeaderHeight } from './useStickyHeaderHeight';

const Bar = styled.header<{ compact: boolean }>(({ compact }) => ({
  position: 'sticky',
  // Compact hides the top of the header above the viewport instead of making it shorter:
  // its height in the page stays the same, so going compact never moves the page.
  top: compact ? -compactHiddenPx.desktop : 0,
  zIndex: 30,
  display: 'flex',
  flexDirection: 'column',
  background: color.surface,
  borderBottom: `1px solid ${color.line}`,
  boxShadow: compact ? '0 4px 16px rgba(42,33,27,0.08)' : 'none',
  transition: 'box-shadow 150ms ease',
  // Nothing in the header is a scroll anchor: a change inside it never moves the page.
  overflowAnchor: 'none',
  [media.mobile]: { top: compact ? -compactHiddenPx.mobile : 0 },
}));
const Row = styled.div<{ compact: boolean }>(({ compact }) => ({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: layout.maxWidth,
  height: headerRowPx.desktop,
  margin: '0 auto',
  // Compact: the row's content moves into the part of the row that stays on screen.
  padding: `${compact ? compactHiddenPx.desktop : 0}px ${layout.gutter} 0`,
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  transition: 'padding 150ms ease',
  [media.reducedMotion]: { transition: 'none' },
  [media.mobile]: {
    height: headerRowPx.mobile,
    gap: space.sm,
    padding: `${compact ? compactHiddenPx.mobile : 0}px 12px 0`,
  },
}));
const Brand = styled(ShopLink)({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  textDecoration: 'none',
  marginRight: 'auto',
  [media.desktop]: { marginRight: space.lg },
});
const BrandText = styled.span<{ compact: boolean }>(({ compact }) => ({
  display: 'flex',
  flexDirection: 'column',
  strong: {
    fontFamily: font.display,
    fontSize: compact ? 20 : 24,
    lineHeight: 1.1,
    color: color.ink,
    letterSpacing: '-0.01em',
  },
  small: {
    display: compact ? 'none' : 'block',
    fontSize: 12,
    color: color.inkMuted,
    [media.mobile]: { display: 'none' },
  },
}));
const DesktopOnly = styled.div({ display: 'contents', [media.mobile]: { display: 'none' } });
/** On phones the search stays under the logo row, compact or not: one search box, always at hand. */
const MobileSearch = styled.div({
  display: 'none',
  [media.mobile]: { display: 'flex', padding: '0 12px 10px' },
});
/**
 * The phone menu is a plain `<details>`: it opens from the server's HTML, before the page responds and with
 * JavaScript off; once the page responds, React keeps its state (label, `aria-expanded`, closing on Escape,
 * a tap outside or a new page).
 */
const MenuDisclosure = styled.details({ display: 'none', [media.mobile]: { display: 'block' } });
const IconButton = styled.summary({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  border: 0,
  borderRadius: radius.pill,
  background: 'transparent',
  color: color.ink,
  cursor: 'pointer',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  '&:hover': { background: color.surfaceMuted },
  // The icon follows the menu itself, so it is right without JavaScript too.
  '.when-open': { display: 'none' },
  'details[open] > & .when-open': { display: 'block' },
  'details[open] > & .when-shut': { display: 'none' },
});
const ContactLink = styled(ShopLink)({
  marginLeft: 'auto',
  padding: '9px 16px',
  border: `1.5px solid ${color.ink}`,
  borderRadius: radius.pill,
  fontSize: fontSize.sm,
  fontWeight: 700,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { background: color.ink, color: color.surface },
});
const Slots = styled.div({ display: 'flex', alignItems: 'center', gap: 4 });
/**
 * The cart and account controls as the server sketches them, before their remote's code is in: a tap on one is
 * kept and done on the real control once it comes (`data-keep-tap`, shell/public/page-start.js). Plain links, so
 * they work with JavaScript off: the cart (it lives in the browser's storage, so there is none to show) leads to
 * Contact Us, which says so and takes the order; the account leads to the sign-in page.
 */
const SketchedControl = styled.a({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  border: 0,
  borderRadius: radius.pill,
  background: 'transparent',
  color: color.ink,
  cursor: 'pointer',
  '&:hover': { background: color.surfaceMuted },
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
});
const Nav = styled.nav({
  position: 'relative',
  borderTop: `1px solid ${color.line}`,
  [media.mobile]: { display: 'none' },
});
const NavList = styled.ul({
  maxWidth: layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${layout.gutter}`,
  listStyle: 'none',
  display: 'flex',
  gap: 4,
  alignItems: 'center',
  // Only the bar's own links and More: the mega-menu inside More styles its own.
  '& > li > a, & > li > details > summary': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    padding: '11px 12px',
    fontSize: fontSize.sm,
    fontWeight: 600,
    textDecoration: 'none',
    border: 0,
    background: 'transparent',
    color: color.ink,
    cursor: 'pointer',
    borderBottom: '2px solid transparent',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
  },
  '& > li > a:hover, & > li > details > summary:hover, & > li > a[aria-current="page"]': {
    color: color.accent,
    borderBottomColor: color.accent,
  },
  // Without JavaScript too, the chevron turns when More is open.
  '& > li > details[open] > summary svg': { transform: 'rotate(180deg)' },
});

/**
 * The account and cart parts. Memoized, as are the brand, the category links and the search box, so the header's own
 * state (its menus, going compact, and letting the shut menus go just before the page responds) renders only
 * what it changes.
 */
const HeaderSlots = memo(function HeaderSlots() {
  return (
    <Slots>
      <RemoteSlot
        id="account/AccountMenu"
        props={{}}
        skeleton={
          // named as the account's own control is in either state, a signed-out shopper's or a signed-in one's
          <SketchedControl href="/auth" aria-label="Account" data-keep-tap="account" data-keep-tap-placeholder="">
            <PersonIcon />
          </SketchedControl>
        }
        compact
        failureIcon={<PersonIcon />}
      />
      <RemoteSlot
        id="cart/CartButton"
        props={{}}
        skeleton={
          <SketchedControl
            href={CART_WITHOUT_SCRIPTS_PATH}
            aria-label="Cart"
            data-keep-tap="cart"
            data-keep-tap-placeholder=""
          >
            <BagIcon />
          </SketchedControl>
        }
        compact
        failureIcon={<BagIcon />}
      />
    </Slots>
  );
});

/**
 * The shop's name, home. Named by what it shows (WCAG 2.5.3, label in name: the tagline too, as on a desktop), then
 * where it goes: "Keepsake Lane, Personalized gifts, made to be kept, home". Its own label, not its text: the name
 * and the tagline are stacked blocks, which a browser read with a space after each ("Keepsake Lane , home").
 */
const BrandLink = memo(function BrandLink({ compact }: { compact: boolean }) {
  const { brandName, tagline } = getShopConfig();
  return (
    <Brand to="/" aria-label={`${brandName}, ${tagline}, home`}>
      <GiftMark />
      <BrandText compact={compact}>
        <strong>{brandName}</strong>
        {/* a space between the two, for what reads the text itself (axe's label in name) */} <small>{tagline}</small>
      </BrandText>
    </Brand>
  );
});

/** On a desktop, the search box and Contact Us in the header's row (on a phone, the search has its own row). */
const DesktopSearchAndContact = memo(function DesktopSearchAndContact() {
  return (
    <DesktopOnly>
      <SearchBox />
      <ContactLink to="/contact">Contact Us</ContactLink>
    </DesktopOnly>
  );
});

/** The primary categories' links in the category bar (each marks itself when its page, or one below it, is open). */
const CategoryLinks = memo(function CategoryLinks() {
  const { pathname } = useShopNavigation();
  return primaryCategories.map((link) => {
    const to = `/category/${link.slug}`;
    const open = pathname === to || pathname.startsWith(`${to}/`);
    return (
      <li key={link.slug}>
        <ShopLink to={to} aria-current={open ? 'page' : undefined}>
          {link.label}
        </ShopLink>
      </li>
    );
  });
});

/**
 * A header menu in its own Suspense boundary, rendered again only when its props change (they never do): until its
 * code is in, the boundary keeps the server's HTML, and a boundary still waiting that React is handed new
 * elements is rendered anew in the browser, which would drop that HTML (an open menu would empty).
 */
const PhoneMenuPart = memo(function PhoneMenuPart(props: { id: string; onNavigate: () => void }) {
  return (
    <Suspense>
      <MobileMenu {...props} />
    </Suspense>
  );
});
const MoreMenuPart = memo(function MoreMenuPart(props: { id: string; onNavigate: () => void }) {
  return (
    <Suspense>
      <MegaMenu {...props} />
    </Suspense>
  );
});

/** The sticky header: logo, search, contact, the cart and account slots, category links and the More menu. */
export function Header() {
  const compact = useCompactHeader();
  const location = useLocation();
  const [megaOpen, setMegaOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const megaId = useId();
  const mobileId = useId();
  const moreRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  // Each menu is inside its <details>: a tap in there is not outside, also before React takes the menu over.
  const mobileDetails = useRef<HTMLDetailsElement>(null);
  const moreDetails = useRef<HTMLDetailsElement>(null);
  // `aria-expanded` is written once the page responds: before, the browser tells it from the <details> itself.
  const [responds, setResponds] = useState(false);
  // what the page scrolls to keeps below the header (shared STICKY_HEADER_PROPERTY, read by the remotes)
  const bar = useRef<HTMLElement>(null);
  useStickyHeaderHeight(bar);
  const closeMega = useCallback(() => setMegaOpen(false), []);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  useDismiss(megaOpen, closeMega, { panel: moreDetails, toggle: moreRef });
  useDismiss(mobileOpen, closeMobile, { panel: mobileDetails, toggle: toggleRef });

  useEffect(() => {
    setMegaOpen(false);
    setMobileOpen(false);
  }, [location.pathname, location.search]);
  // A menu opened before the page responded is open: React takes it over as it is.
  useEffect(() => {
    setResponds(true);
    if (mobileDetails.current?.open) setMobileOpen(true);
    if (moreDetails.current?.open) setMegaOpen(true);
  }, []);

  return (
    <Bar ref={bar} compact={compact} data-compact={compact ? 'true' : 'false'}>
      <Row compact={compact}>
        <MenuDisclosure
          ref={mobileDetails}
          open={mobileOpen}
          onToggle={(event) => setMobileOpen(event.currentTarget.open)}
        >
          <IconButton
            ref={toggleRef}
            role="button"
            aria-label={mobileOpen ? 'Close Menu' : 'Open Menu'}
            aria-expanded={responds ? mobileOpen : undefined}
            aria-controls={mobileId}
          >
            <span className="when-shut">
              <MenuIcon />
            </span>
            <span className="when-open">
              <CloseIcon />
            </span>
          </IconButton>
          {/* Right after its toggle, so Tab goes from the toggle into the menu (it is placed under the header). */}
          {/* In the server's HTML (so it opens without JavaScript); once the page responds, only while open. */}
          {/* Its own Suspense boundary: its code loads once the page responds (headerMenusLater.ts), and React */}
          {/* keeps the server's HTML until then; a shut menu (about 250 elements) is let go without ever being */}
          {/* hydrated (docs/architecture.md, "Hydrate later"). */}
          {(!responds || mobileOpen) && <PhoneMenuPart id={mobileId} onNavigate={closeMobile} />}
        </MenuDisclosure>
        <BrandLink compact={compact} />
        <DesktopSearchAndContact />
        <HeaderSlots />
      </Row>
      {/* A search from the phone's search box closes the open menu. */}
      <MobileSearch onSubmit={closeMobile}>
        <SearchBox />
      </MobileSearch>
      <Nav aria-label="Categories">
        <NavList>
          <CategoryLinks />
          <li>
            {/* A plain <details> too: More opens before the page responds and without JavaScript. */}
            <details ref={moreDetails} open={megaOpen} onToggle={(event) => setMegaOpen(event.currentTarget.open)}>
              <summary
                ref={moreRef}
                role="button"
                aria-expanded={responds ? megaOpen : undefined}
                aria-controls={megaId}
              >
                More <ChevronIcon open={megaOpen} />
              </summary>
              {(!responds || megaOpen) && <MoreMenuPart id={megaId} onNavigate={closeMega} />}
            </details>
          </li>
        </NavList>
      </Nav>
    </Bar>
  );
}
