import type { ToastMessage } from '@giftshop/shared';
import type { ShippingAddress } from './shippingAddress';

/** The orders whose address was already handed to the book in this tab: each is saved once. */
const handled = new Set<string>();

/** What the shopper reads when the order is placed but its address could not be kept in the book. */
export const addressNotSavedToast = (reason: string): ToastMessage => ({
  title: 'Your order is placed, but we couldn’t save the address to your address book',
  description: reason.slice(0, 500),
  variant: 'destructive',
  durationMs: 12_000,
});

/**
 * "Save this address" (issue 28, part 5), called by the shipping step once the order is placed (never on Place
 * Order itself: an order refused saves nothing). The address the order ships to is saved once per order (a retried
 * Place Order answers with the same order number: still once). A failure to save is reported with the database's
 * words and never touches the order. Answers whether a save was started.
 */
export function saveAddressAfterOrder({
  orderNumber,
  address,
  save,
  onSaved,
  onFailed,
}: {
  orderNumber: string;
  address: ShippingAddress;
  save: (address: ShippingAddress) => Promise<unknown>;
  onSaved: () => void;
  onFailed: (reason: string) => void;
}): boolean {
  if (handled.has(orderNumber)) return false;
  handled.add(orderNumber);
  save(address).then(onSaved, (error: unknown) => onFailed(error instanceof Error ? error.message : String(error)));
  return true;
}
