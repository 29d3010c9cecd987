import { describe, expect, it, vi } from 'vitest';
import { toastSchema } from '@giftshop/shared';
import { addressNotSavedToast, saveAddressAfterOrder } from './saveAddressAfterOrder';
import { emptyAddress } from './shippingAddress';

const rose = { ...emptyAddress, fullName: 'Rose Lee', line1: '9 Pine Road', city: 'Salem', region: 'OR' };
let next = 1;
const orderNumber = () => `KL-TEST-${next++}`;

describe('saveAddressAfterOrder', () => {
  it('saves the address of a placed order once, however often the placed order is reported', async () => {
    const save = vi.fn(async () => undefined);
    const onSaved = vi.fn();
    const placed = orderNumber();
    const first = saveAddressAfterOrder({ orderNumber: placed, address: rose, save, onSaved, onFailed: vi.fn() });
    // a retried Place Order answers with the same order (its idempotency key): no second save
    const again = saveAddressAfterOrder({ orderNumber: placed, address: rose, save, onSaved, onFailed: vi.fn() });
    expect([first, again]).toEqual([true, false]);
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(rose);
    // another order is another save
    saveAddressAfterOrder({ orderNumber: orderNumber(), address: rose, save, onSaved, onFailed: vi.fn() });
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('reports a failure to save in the database’s words, as a toast that says the order is placed', async () => {
    const refusal = 'You can keep up to 10 addresses. Delete one to add another.';
    const onFailed = vi.fn();
    const onSaved = vi.fn();
    saveAddressAfterOrder({
      orderNumber: orderNumber(),
      address: rose,
      save: () => Promise.reject(new Error(refusal)),
      onSaved,
      onFailed,
    });
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledWith(refusal));
    expect(onSaved).not.toHaveBeenCalled();
    const toast = addressNotSavedToast(refusal);
    expect(toast.title).toMatch(/^Your order is placed, but we couldn’t save the address/);
    expect(toast.description).toBe(refusal);
    // the bus accepts it (a message over its limit would be dropped by the toast host)
    expect(toastSchema.safeParse(addressNotSavedToast('x'.repeat(900))).success).toBe(true);
  });
});
