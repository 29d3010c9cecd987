import type { PlacedOrder } from '../api/orders';

const placed = new Map<string, PlacedOrder>();
/** Where this tab keeps a guest's private links by order number, for the confirmation page after a reload. */
export const GUEST_LINKS_KEY = 'keepsake-lane:guest-order-links';
const TOKEN = /^[0-9a-f]{64}$/;

function guestLinks(): Record<string, string> {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(GUEST_LINKS_KEY) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Keep a just-placed order for its confirmation page, so it shows at once (and without the network). */
export function rememberPlacedOrder(order: PlacedOrder): void {
  placed.set(order.orderNumber, order);
  if (order.guestToken) rememberGuestOrderToken(order.orderNumber, order.guestToken);
}

/** Keep a guest order's private token for this tab (its confirmation after a reload, its pay page). */
export function rememberGuestOrderToken(orderNumber: string, token: string): void {
  try {
    window.sessionStorage.setItem(GUEST_LINKS_KEY, JSON.stringify({ ...guestLinks(), [orderNumber]: token }));
  } catch {
    /* storage refused: the link still shows until the page is left */
  }
}

export function recentlyPlacedOrder(orderNumber: string): PlacedOrder | undefined {
  return placed.get(orderNumber);
}

/** A guest order's private token this tab was given (null when none, or not a token). */
export function guestOrderToken(orderNumber: string): string | null {
  const token = placed.get(orderNumber)?.guestToken ?? guestLinks()[orderNumber];
  return typeof token === 'string' && TOKEN.test(token) ? token : null;
}

/**
 * The page's fragment (#…), where a guest's pay link carries the order's private token; '' when none. A fragment
 * that is not valid %-encoding (a link cut inside "%E0%A4…") is read as it stands: it threw, and the pay page with it.
 */
function linkFragment(): string {
  const fragment = typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, '');
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** The page was opened from a guest's pay link (it has a fragment), whether or not the token in it is whole. */
export const openedFromGuestLink = () => linkFragment().trim() !== '';

/**
 * The token a guest pays an order with: the one in the page's fragment (the pay link of the order's private page,
 * /checkout/pay/<number>#<token>), kept for the tab from then on, or else the one checkout kept. Null when none.
 */
export function payingGuestToken(orderNumber: string): string | null {
  const linked = linkFragment();
  if (!TOKEN.test(linked)) return guestOrderToken(orderNumber);
  rememberGuestOrderToken(orderNumber, linked);
  return linked;
}

/** The order's private link: the token in the fragment, which browsers never send to a server. */
export function guestOrderPath(token: string): string {
  return `/orders/guest#${token}`;
}
