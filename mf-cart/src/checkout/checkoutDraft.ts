import type { PaymentMethodId } from './paymentMethods';
import { emptyAddress, type ShippingAddress } from './shippingAddress';

/** Where this tab keeps what the shopper typed in checkout (this tab's session only; cleared once the order is placed). */
export const CHECKOUT_DRAFT_KEY = 'keepsake-lane:checkout-draft';

/** Everything checkout asks for, as typed: kept across reloads and Back, for this tab only. */
export interface CheckoutDraft {
  /** A guest's e-mail address (signed-in shoppers use their account's). */
  email: string;
  address: ShippingAddress;
  method: PaymentMethodId;
  organisation: string;
  poNumber: string;
  gift: { isGift: boolean; toRecipient: boolean; message: string; receipt: boolean };
}

export const emptyDraft: CheckoutDraft = {
  email: '',
  address: emptyAddress,
  method: 'pay_on_delivery',
  organisation: '',
  poNumber: '',
  gift: { isGift: false, toRecipient: false, message: '', receipt: false },
};

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage switched off (or on the server): the draft lives as long as the page
  }
}

const text = (value: unknown, max = 2000) => (typeof value === 'string' ? value.slice(0, max) : '');
const flag = (value: unknown) => value === true;

/**
 * The draft this tab kept, read defensively: anything missing, of the wrong
 * type or unreadable falls back to empty, field by field (a tampered or old
 * draft never breaks checkout), and texts are cut to a sane length.
 */
export function loadDraft(): CheckoutDraft {
  let raw: unknown;
  try {
    raw = JSON.parse(storage()?.getItem(CHECKOUT_DRAFT_KEY) ?? 'null');
  } catch {
    raw = null;
  }
  if (!raw || typeof raw !== 'object') return emptyDraft;
  const draft = raw as Record<string, unknown>;
  const address = (draft.address && typeof draft.address === 'object' ? draft.address : {}) as Record<string, unknown>;
  const gift = (draft.gift && typeof draft.gift === 'object' ? draft.gift : {}) as Record<string, unknown>;
  return {
    email: text(draft.email, 300),
    address: Object.fromEntries(
      Object.entries(emptyAddress).map(([key, empty]) => [key, text(address[key]) || empty]),
    ) as unknown as ShippingAddress,
    method: typeof draft.method === 'string' ? (draft.method as PaymentMethodId) : emptyDraft.method,
    organisation: text(draft.organisation, 300),
    poNumber: text(draft.poNumber, 100),
    gift: {
      isGift: flag(gift.isGift),
      toRecipient: flag(gift.toRecipient),
      message: text(gift.message, 1000),
      receipt: flag(gift.receipt),
    },
  };
}

/** Keep the draft for this tab (a full or refused storage keeps it for the page only). */
export function saveDraft(draft: CheckoutDraft): void {
  try {
    storage()?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    /* full or refused */
  }
}

/** Where this tab keeps the chosen shipping method (its own key: the page, not the form, holds it, for the quote). */
export const SHIPPING_METHOD_KEY = 'keepsake-lane:checkout-shipping-method';

/** The shipping method this tab chose (a code the server checks), or null for the server's first. */
export function loadShippingMethod(): string | null {
  try {
    const stored = storage()?.getItem(SHIPPING_METHOD_KEY) ?? null;
    return stored && /^[a-z_]{1,40}$/.test(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function saveShippingMethod(code: string): void {
  try {
    storage()?.setItem(SHIPPING_METHOD_KEY, code);
  } catch {
    /* full or refused */
  }
}

/** The order is placed: nothing typed is kept. */
export function clearDraft(): void {
  try {
    storage()?.removeItem(CHECKOUT_DRAFT_KEY);
    storage()?.removeItem(SHIPPING_METHOD_KEY);
  } catch {
    /* nothing stored */
  }
}
