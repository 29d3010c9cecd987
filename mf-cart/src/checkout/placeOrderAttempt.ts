import { placeOrder, placeOrderRequest, type PlacedOrder, type PlaceOrderInput } from '../api/orders';
import { cancelUnpaidOrder } from '../api/unpaidOrder';
import { finishOrderAttempt, leaveChangedOrderAttempt, orderAttemptKey } from './orderAttempt';
import { guestOrderToken } from './placedOrders';

/**
 * Place Order: the order of this checkout attempt, under the attempt's key (`orderAttemptKey`), with the request
 * it was placed for (`keepOrderAttempt` keeps a card order's).
 *
 * A card order the key placed for another request (Back from the pay page, then pay on delivery, express or
 * another line) is left unpaid: it is cancelled first (`cancelUnpaidOrder`; the server cancels it only while it
 * is the shopper's and unpaid), so My Orders does not keep it "Awaiting payment" with Pay now until it expires.
 * A refusal (paid meanwhile in another tab) or a failure to reach the shop never stops the new order: the old one
 * then stays as the server has it, and still expires unpaid.
 *
 * An order the key placed that was cancelled since (by the shopper on its page, or expired unpaid) spends the
 * key: the same cart ordered again is a new order, not the cancelled one again (its pay page could only say it
 * was cancelled, at every Place Order). Nothing is left unpaid there.
 */
export async function placeOrderAttempt(
  input: Omit<PlaceOrderInput, 'idempotencyKey'>,
): Promise<{ placed: PlacedOrder; request: string }> {
  const request = JSON.stringify(placeOrderRequest(input));
  const left = leaveChangedOrderAttempt(request);
  if (left) await cancelUnpaidOrder(left, guestOrderToken(left)).catch(() => undefined);
  const placed = await placeOrder({ ...input, idempotencyKey: orderAttemptKey(request) });
  if (placed.status !== 'cancelled') return { placed, request };
  finishOrderAttempt();
  return { placed: await placeOrder({ ...input, idempotencyKey: orderAttemptKey(request) }), request };
}
