/** Where this tab keeps the key of the order it is trying to place. */
export const ORDER_ATTEMPT_KEY = 'keepsake-lane:order-attempt';
/** Where it keeps what the order placed under that key asked for, while that order waits for its card payment. */
export const ORDER_ATTEMPT_PLACED_KEY = 'keepsake-lane:order-attempt-placed';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage switched off: the key then lives as long as the page
  }
}

let inMemory: string | null = null;
let placedInMemory: string | null = null;

/** The card order a kept key placed, waiting for its payment: what it asked for, and its number. */
export interface KeptOrderAttempt {
  request: string;
  /** Null for one kept before the number was (a tab opened on an older build). */
  orderNumber: string | null;
}

/** The card order this tab's key placed and keeps for its payment (`keepOrderAttempt`), or null. */
export function keptOrderAttempt(): KeptOrderAttempt | null {
  let stored: string | null = placedInMemory;
  try {
    stored = storage()?.getItem(ORDER_ATTEMPT_PLACED_KEY) ?? placedInMemory;
  } catch {
    /* storage refused: the page's own */
  }
  if (stored === null) return null;
  try {
    const kept = JSON.parse(stored) as Partial<KeptOrderAttempt> | null;
    if (kept && typeof kept.request === 'string') {
      // a tampered number only asks the server to cancel an order it then refuses (not the caller's, or paid)
      return { request: kept.request, orderNumber: typeof kept.orderNumber === 'string' ? kept.orderNumber : null };
    }
  } catch {
    /* not ours, or the request alone (kept by an older build): still a kept request, of no known order */
  }
  return { request: stored, orderNumber: null };
}

/**
 * Drops the kept card order's key when `request` asks for something else (Back from the pay page, then another
 * payment method, shipping method, address or line): answers the number of the order it leaves unpaid (for
 * checkout to cancel it: placeOrderAttempt), or null when nothing was dropped.
 */
export function leaveChangedOrderAttempt(request: string): string | null {
  const kept = keptOrderAttempt();
  if (kept === null || kept.request === request) return null;
  finishOrderAttempt();
  return kept.orderNumber;
}

/**
 * The idempotency key `place_order` is sent with: one per attempt to order,
 * kept in this tab across double clicks, retries and reloads until an order
 * is confirmed, so the server makes exactly one order of it. A stored value
 * that is not a UUID (tampered, corrupt) is replaced.
 *
 * `request` is what this call asks the server for (`placeOrderRequest`). Once
 * the key has placed a card order that waits for payment (`keepOrderAttempt`),
 * the same request keeps the key (the server answers with that order), while a
 * different one is a new attempt (`leaveChangedOrderAttempt`): under the old key
 * the server would answer with the unpaid order, not the one the shopper placed.
 */
export function orderAttemptKey(request?: string): string {
  const store = storage();
  if (request !== undefined) leaveChangedOrderAttempt(request);
  const stored = store?.getItem(ORDER_ATTEMPT_KEY) ?? inMemory;
  if (stored && UUID.test(stored)) return stored;
  const key = crypto.randomUUID();
  inMemory = key;
  try {
    store?.setItem(ORDER_ATTEMPT_KEY, key);
  } catch {
    /* full or refused: the in-memory key still holds for this page */
  }
  return key;
}

/** The key placed a card order, `orderNumber`, for `request`, which now waits for its payment: the key is kept for it alone. */
export function keepOrderAttempt(request: string, orderNumber: string): void {
  const kept = JSON.stringify({ request, orderNumber } satisfies KeptOrderAttempt);
  placedInMemory = kept;
  try {
    storage()?.setItem(ORDER_ATTEMPT_PLACED_KEY, kept);
  } catch {
    /* full or refused: kept in memory for this page */
  }
}

/** The order was confirmed: the next order is a new attempt. */
export function finishOrderAttempt(): void {
  inMemory = null;
  placedInMemory = null;
  try {
    storage()?.removeItem(ORDER_ATTEMPT_KEY);
    storage()?.removeItem(ORDER_ATTEMPT_PLACED_KEY);
  } catch {
    /* nothing stored */
  }
}
