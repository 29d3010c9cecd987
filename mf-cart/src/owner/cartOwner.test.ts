import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUS_CONTRACT_VERSION, createBus, type ToastMessage } from '@giftshop/shared';
import { type CartItem, type CartState } from '@giftshop/shared/domain';
import { serializeCart, type CartStorage } from '../cart/cartStorage';
import { startCartOwner, type CartOwner } from './cartOwner';

const KEY = 'test:cart';
const mug: CartItem = {
  id: 'MUG|ROSE',
  name: 'Name Mug',
  price: 18.99,
  image: 'product-images/mugs/name-mug.svg',
  quantity: 1,
  customization: { Color: 'White', personalizationText: 'Grandma' },
};
const sign: CartItem = { ...mug, id: 'SIGN|OAK', name: 'Family Sign', price: 34.5 };

function memoryStorage(initial: string | null = null): CartStorage & { value: string | null; writes: number } {
  return {
    value: initial,
    writes: 0,
    read() {
      return this.value;
    },
    write(value) {
      this.value = value;
      this.writes += 1;
    },
  };
}

const owners: CartOwner[] = [];
afterEach(() => {
  owners.splice(0).forEach((o) => o.stop());
  vi.restoreAllMocks();
});

/** A fresh page's bus with the cart owner and a "product" remote that sends commands. */
function setup(storage = memoryStorage(), events?: EventTarget) {
  const hub = createBus();
  const product = hub.connect('product', BUS_CONTRACT_VERSION);
  const toasts: ToastMessage[] = [];
  const states: CartState[] = [];
  hub.connect('shell', BUS_CONTRACT_VERSION).handle('toast:show', (t) => toasts.push(t));
  product.watch('cart:state', (s) => states.push(s));
  const start = () => {
    const owner = startCartOwner({
      bus: hub.connect('cart', BUS_CONTRACT_VERSION),
      storage,
      storageKey: KEY,
      storageEvents: events as Window | undefined,
      limits: { maxQuantity: 99, maxLines: 200 },
      toastDurationMs: 3000,
    });
    owners.push(owner);
    return owner;
  };
  return { product, toasts, states, storage, start, last: () => states.at(-1) };
}

describe('the cart owner', () => {
  it('publishes the saved cart once at start, replayed to late subscribers', () => {
    const { start, product, storage } = setup(memoryStorage(serializeCart([mug, { ...sign, quantity: 2 }])));
    start();
    const late: CartState[] = [];
    product.watch('cart:state', (s) => late.push(s));
    expect(late).toEqual([{ items: [mug, { ...sign, quantity: 2 }], total: 87.99, itemCount: 3 }]);
    expect(storage.writes).toBe(0);
  });

  it('adds, saves and publishes, with the "Added to cart" toast for 3 seconds', () => {
    const { start, product, toasts, storage, last } = setup();
    start();
    product.send('cart:add', { item: mug });
    product.send('cart:add', { item: { ...mug, quantity: 2 } });
    expect(last()).toMatchObject({ itemCount: 3, total: 56.97 });
    expect(JSON.parse(storage.value!)).toEqual([{ ...mug, quantity: 3 }]);
    expect(toasts[0]).toEqual({
      title: 'Added to cart',
      description: 'Name Mug has been added to your cart.',
      variant: 'success',
      durationMs: 3000,
    });
    expect(toasts).toHaveLength(2);
  });

  it('never loses an add sent before the owner started', () => {
    const { start, product, last, toasts } = setup();
    product.send('cart:add', { item: mug });
    product.send('cart:add', { item: sign });
    start();
    expect(last()!.items.map((i) => i.id)).toEqual([mug.id, sign.id]);
    expect(toasts.map((t) => t.title)).toEqual(['Added to cart', 'Added to cart']);
  });

  it('removes with the "Removed from cart" toast, and says nothing for an unknown id', () => {
    const { start, product, toasts, last } = setup(memoryStorage(serializeCart([mug, sign])));
    start();
    product.send('cart:remove', { id: mug.id });
    product.send('cart:remove', { id: 'nope' });
    expect(last()!.items).toEqual([sign]);
    expect(toasts).toEqual([
      {
        title: 'Removed from cart',
        description: 'Name Mug has been removed from your cart.',
        durationMs: 3000,
      },
    ]);
  });

  it('updates quantities; a line updated to 0 is removed with its toast', () => {
    const { start, product, toasts, last, storage } = setup(memoryStorage(serializeCart([mug, sign])));
    start();
    product.send('cart:update', { id: sign.id, quantity: 4 });
    expect(last()).toMatchObject({ itemCount: 5, total: 156.99 });
    product.send('cart:update', { id: mug.id, quantity: 0 });
    expect(last()!.items.map((i) => i.id)).toEqual([sign.id]);
    expect(JSON.parse(storage.value!)).toEqual([{ ...sign, quantity: 4 }]);
    expect(toasts.map((t) => t.title)).toEqual(['Removed from cart']);
  });

  it('clears with the "Cart cleared" toast', () => {
    const { start, product, toasts, last, storage } = setup(memoryStorage(serializeCart([mug, sign])));
    start();
    product.send('cart:clear', {});
    expect(last()).toEqual({ items: [], total: 0, itemCount: 0 });
    expect(storage.value).toBe('[]');
    expect(toasts).toEqual([
      { title: 'Cart cleared', description: 'All items have been removed from your cart.', durationMs: 3000 },
    ]);
  });

  it('tells the shopper when a quantity is at its limit', () => {
    const { start, product, toasts } = setup(memoryStorage(serializeCart([{ ...mug, quantity: 99 }])));
    start();
    product.send('cart:add', { item: mug });
    expect(toasts[0]).toMatchObject({ title: 'Quantity limit reached', variant: 'destructive' });
  });

  it('never drops an item without a word: 98 "Alex" + 5 adds 1 and says 4 were not added, offering the group order', () => {
    const { start, product, toasts, last } = setup(memoryStorage(serializeCart([{ ...mug, quantity: 98 }])));
    start();
    product.send('cart:add', { item: { ...mug, quantity: 5 } });
    expect(last()?.items[0]?.quantity).toBe(99);
    expect(toasts[0]).toMatchObject({ title: 'Only 1 added', variant: 'destructive' });
    expect(toasts[0]?.description).toMatch(/4 more were not added\. For more, use "Order for a Group"/);
  });

  it('adds a group in one go, as one action with one toast, and opens the drawer', () => {
    const { start, product, toasts, last } = setup();
    const owner = start();
    const group = { id: 'g1', name: 'Team order' };
    const items = Array.from({ length: 24 }, (_, i) => ({ ...mug, id: `TEE|${i}`, group }));
    product.send('cart:add-group', { items });
    expect(last()).toMatchObject({ itemCount: 24 });
    expect(last()?.items.every((line) => line.group?.id === 'g1')).toBe(true);
    expect(toasts).toEqual([expect.objectContaining({ title: 'Group added to cart', variant: 'success' })]);
    expect(owner.drawer.isOpen()).toBe(true);
  });

  it('counts a group once in its toast, in the words of its heading in the cart: "… added to your cart: 3 items."', () => {
    const { start, product, toasts } = setup();
    start();
    const group = { id: 'g2', name: 'Lincoln Lions U12' };
    const items = [
      { ...mug, id: 'TEE|1', group },
      { ...mug, id: 'TEE|2', quantity: 2, group },
    ];
    product.send('cart:add-group', { items });
    expect(toasts.map((toast) => toast.description)).toEqual(['Lincoln Lions U12 added to your cart: 3 items.']);
  });

  it('removes a whole group in one action with one "Removed from cart" toast naming the group', () => {
    const { start, product, toasts, last, storage } = setup(memoryStorage(serializeCart([mug])));
    const owner = start();
    const group = { id: 'g1', name: 'Lincoln Elementary Lions U12' };
    product.send('cart:add-group', { items: Array.from({ length: 6 }, (_, i) => ({ ...mug, id: `TEE|${i}`, group })) });
    const writes = storage.writes;
    owner.removeGroup('g1');
    expect(last()?.items).toEqual([mug]);
    expect(storage.writes).toBe(writes + 1);
    expect(toasts.at(-1)).toMatchObject({
      title: 'Removed from cart',
      description: 'Lincoln Elementary Lions U12 has been removed from your cart.',
    });
    owner.removeGroup('g1');
    expect(toasts).toHaveLength(2);
  });

  it('refuses a whole group the cart cannot hold, and says why (nothing is cut short)', () => {
    const full = Array.from({ length: 190 }, (_, i) => ({ ...mug, id: `MUG|${i}` }));
    const { start, product, toasts, last } = setup(memoryStorage(serializeCart(full)));
    start();
    const items = Array.from({ length: 24 }, (_, i) => ({ ...mug, id: `TEE|${i}`, group: { id: 'g', name: 'Team' } }));
    product.send('cart:add-group', { items });
    expect(last()?.items).toHaveLength(190);
    expect(toasts[0]).toMatchObject({ title: 'Group not added', variant: 'destructive' });
    expect(toasts[0]?.description).toContain('at most 200 lines, and it has 190; this group needs 24 more');
  });

  it('opens and closes the drawer on cart:open and cart:close', () => {
    const { start, product } = setup();
    const owner = start();
    const seen: boolean[] = [];
    owner.drawer.subscribe(() => seen.push(owner.drawer.isOpen()));
    product.send('cart:open', {});
    product.send('cart:close', {});
    expect(seen).toEqual([true, false]);
  });

  it('starts empty, logs the problem and keeps working when the saved cart is corrupt', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { start, product, last } = setup(memoryStorage('{not json'));
    start();
    expect(last()).toEqual({ items: [], total: 0, itemCount: 0 });
    expect(error.mock.calls[0]![0]).toMatch(/\[cart\] the stored cart is not valid JSON/);
    product.send('cart:add', { item: mug });
    expect(last()!.itemCount).toBe(1);
  });

  it('follows the cart another tab saved, without saving it back', () => {
    const events = new EventTarget();
    const { start, last, storage } = setup(memoryStorage(), events);
    start();
    events.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: serializeCart([sign]) }));
    expect(last()!.items).toEqual([sign]);
    events.dispatchEvent(new StorageEvent('storage', { key: 'other-key', newValue: '[]' }));
    expect(last()!.items).toEqual([sign]);
    events.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: null }));
    expect(last()!.items).toEqual([]);
    expect(storage.writes).toBe(0);
  });

  it('ignores a tampered value saved by another tab', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const events = new EventTarget();
    const { start, last } = setup(memoryStorage(serializeCart([mug])), events);
    start();
    events.dispatchEvent(
      new StorageEvent('storage', { key: KEY, newValue: JSON.stringify([{ ...sign, price: -100 }]) }),
    );
    expect(last()!.items).toEqual([]);
    expect(error).toHaveBeenCalled();
  });

  it('stops listening when stopped', () => {
    const { start, product, last } = setup();
    start().stop();
    owners.length = 0;
    product.send('cart:add', { item: mug });
    expect(last()!.itemCount).toBe(0);
  });
});

describe('clearing after an order', () => {
  it('empties and saves the cart without a "Cart cleared" toast', () => {
    const { start, toasts, last, storage } = setup(memoryStorage(serializeCart([mug])));
    start().clearAfterOrder();
    expect(last()).toEqual({ items: [], total: 0, itemCount: 0 });
    expect(storage.value).toBe('[]');
    expect(toasts).toEqual([]);
  });
});
