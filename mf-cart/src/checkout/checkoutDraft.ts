import type { PaymentMethodId } from './paymentMethods';
import { emptyAddress, type ShippingAddress } from './shippingAddress';

/**
 * Whose draft it is: a signed-in shopper's (their id), or a guest's (null). A shopper's is kept in this browser
 * under their id, so their other tabs, a reload, and signing in again after their session ended get it back,
 * and another shopper signed in on this browser never sees it. A guest's is kept for this tab only: a guest is
 * nobody the shop can tell from the next person at this browser. Cleared once the order is placed.
 */
export type DraftOwner = string | null;

/** Where this tab keeps a guest's draft. */
export const CHECKOUT_DRAFT_KEY = 'keepsake-lane:checkout-draft';

/** Where the draft of `owner` is kept (a shopper's: `CHECKOUT_DRAFT_KEY:<their id>`, in local storage). */
export const checkoutDraftKey = (owner: DraftOwner): string =>
  owner === null ? CHECKOUT_DRAFT_KEY : `${CHECKOUT_DRAFT_KEY}:${owner}`;

/** Everything checkout asks for, as typed (never card data, never a password: the pay page takes the card). */
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

/** A guest's draft lives in this tab's session storage, a shopper's in this browser's local storage. */
function storageOf(owner: DraftOwner): Storage | null {
  try {
    return owner === null ? window.sessionStorage : window.localStorage;
  } catch {
    return null; // storage switched off (or on the server): the draft lives as long as the page
  }
}

function readStored(owner: DraftOwner, key: string): unknown {
  try {
    return JSON.parse(storageOf(owner)?.getItem(key) ?? 'null') as unknown;
  } catch {
    return null; // unreadable: nothing kept (nothing else is touched)
  }
}

const text = (value: unknown, max = 2000) => (typeof value === 'string' ? value.slice(0, max) : '');
const flag = (value: unknown) => value === true;
const paymentMethod = (value: unknown): PaymentMethodId =>
  value === 'card' || value === 'invoice' || value === 'pay_on_delivery' ? value : emptyDraft.method;

/**
 * A draft as checkout reads it, defensively: anything missing, of the wrong type or unreadable falls back to
 * empty, field by field (a tampered or old draft never breaks checkout, and a field that cannot be read loses
 * none of the others), texts cut to a sane length, and nothing but the draft's own fields.
 */
function readDraft(raw: unknown): CheckoutDraft {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return emptyDraft;
  const draft = raw as Record<string, unknown>;
  const address = (draft.address && typeof draft.address === 'object' ? draft.address : {}) as Record<string, unknown>;
  const gift = (draft.gift && typeof draft.gift === 'object' ? draft.gift : {}) as Record<string, unknown>;
  return {
    email: text(draft.email, 300),
    address: Object.fromEntries(
      Object.entries(emptyAddress).map(([key, empty]) => [key, text(address[key]) || empty]),
    ) as unknown as ShippingAddress,
    method: paymentMethod(draft.method),
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

/** Whether a guest typed anything in this tab (its e-mail address aside, which a shopper does not use). */
const typedAsGuest = (draft: CheckoutDraft) => JSON.stringify({ ...draft, email: '' }) !== JSON.stringify(emptyDraft);

/**
 * The draft of `owner`. A shopper who typed in this tab as a guest and then signed in (checkout's "sign in"
 * link, or their session had ended) carries on with what they typed: the tab's guest draft is theirs, and goes
 * to their own place when it is next kept (`saveDraft`).
 */
export function loadDraft(owner: DraftOwner): CheckoutDraft {
  if (owner !== null) {
    const inThisTab = readDraft(readStored(null, CHECKOUT_DRAFT_KEY));
    if (typedAsGuest(inThisTab)) return inThisTab;
  }
  return readDraft(readStored(owner, checkoutDraftKey(owner)));
}

/** Keep the draft of `owner` (a full or refused storage keeps it for the page only). */
export function saveDraft(owner: DraftOwner, draft: CheckoutDraft): void {
  try {
    storageOf(owner)?.setItem(checkoutDraftKey(owner), JSON.stringify(readDraft(draft)));
    // a guest draft of this tab that its shopper carried on with (loadDraft) is theirs now
    if (owner !== null) storageOf(null)?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    /* full or refused */
  }
}

/** Where the chosen shipping method is kept, by whose it is (its own key: the page, not the form, holds it, for the quote). */
export const SHIPPING_METHOD_KEY = 'keepsake-lane:checkout-shipping-method';

const shippingMethodKey = (owner: DraftOwner) =>
  owner === null ? SHIPPING_METHOD_KEY : `${SHIPPING_METHOD_KEY}:${owner}`;

/** The shipping method `owner` chose (a code the server checks), or null for the server's first (and while the session is checked). */
export function loadShippingMethod(owner: DraftOwner | undefined): string | null {
  if (owner === undefined) return null;
  try {
    const stored =
      (owner === null ? null : storageOf(null)?.getItem(SHIPPING_METHOD_KEY)) ??
      storageOf(owner)?.getItem(shippingMethodKey(owner)) ??
      null;
    return stored && /^[a-z_]{1,40}$/.test(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function saveShippingMethod(owner: DraftOwner, code: string): void {
  try {
    storageOf(owner)?.setItem(shippingMethodKey(owner), code);
    if (owner !== null) storageOf(null)?.removeItem(SHIPPING_METHOD_KEY);
  } catch {
    /* full or refused */
  }
}

/** The order of `owner` is placed: nothing typed is kept (nor what this tab held as a guest's, carried into it). */
export function clearDraft(owner: DraftOwner): void {
  try {
    for (const whose of owner === null ? [null] : [owner, null]) {
      storageOf(whose)?.removeItem(checkoutDraftKey(whose));
      storageOf(whose)?.removeItem(shippingMethodKey(whose));
    }
  } catch {
    /* nothing stored */
  }
}
