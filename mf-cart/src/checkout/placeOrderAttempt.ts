import { placeOrder, placeOrderRequest, type PlacedOrder, type PlaceOrderInput } from '../api/orders';
import { finishOrderAttempt, orderAttemptKey } from './orderAttempt';

/**
 * Place Order: the order of this checkout attempt, under the attempt's key (`orderAttemptKey`), with the request
 * it was placed for (`keepOrderAttempt` keeps a card order's). An order the key placed that was cancelled since
 * (by the shopper on its page, or expired unpaid) spends the key: the same cart ordered again is a new order, not
 * the cancelled one again (its pay page could only say it was cancelled, at every Place Order).
 */
export async function placeOrderAttempt(
  input: Omit<PlaceOrderInput, 'idempotencyKey'>,
): Promise<{ placed: PlacedOrder; request: string }> {
  const request = JSON.stringify(placeOrderRequest(input));
  const placed = await placeOrder({ ...input, idempotencyKey: orderAttemptKey(request) });
  if (placed.status !== 'cancelled') return { placed, request };
  finishOrderAttempt();
  return { placed: await placeOrder({ ...input, idempotencyKey: orderAttemptKey(request) }), request };
}
