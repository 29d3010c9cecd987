/** Where this tab keeps the key of the order it is trying to place. */
export const ORDER_ATTEMPT_KEY = 'keepsake-lane:order-attempt';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage switched off: the key then lives as long as the page
  }
}

let inMemory: string | null = null;

/**
 * The idempotency key `place_order` is sent with: one per attempt to order,
 * kept in this tab across double clicks, retries and reloads until an order
 * is confirmed, so the server makes exactly one order of it. A stored value
 * that is not a UUID (tampered, corrupt) is replaced.
 */
export function orderAttemptKey(): string {
  const store = storage();
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

/** The order was confirmed: the next order is a new attempt. */
export function finishOrderAttempt(): void {
  inMemory = null;
  try {
    storage()?.removeItem(ORDER_ATTEMPT_KEY);
  } catch {
    /* nothing stored */
  }
}
