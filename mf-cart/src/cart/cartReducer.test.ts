import { describe, expect, it } from 'vitest';
import type { CartItem } from '@giftshop/shared/domain';
import { cartFromItems, cartReducer, emptyCart } from './cartReducer';

const mug: CartItem = {
  id: 'MUG-11OZ|ROSE',
  name: 'Name Mug',
  price: 18.99,
  image: 'product-images/mugs/name-mug.svg',
  quantity: 1,
  customization: { Color: 'White', personalizationText: 'Grandma' },
};
const sign: CartItem = { ...mug, id: 'SIGN-12|OAK', name: 'Family Sign', price: 34.5, quantity: 2 };

const withItems = (...items: CartItem[]) => cartFromItems(items);

describe('cartReducer', () => {
  it('appends an item whose id is not in the cart', () => {
    const state = cartReducer(withItems(mug), { type: 'add', item: sign });
    expect(state.items.map((i) => i.id)).toEqual([mug.id, sign.id]);
    expect(state.items[1]!.quantity).toBe(2);
  });

  it('raises the quantity of an existing id by the added amount instead of adding a line', () => {
    const state = cartReducer(withItems(mug, sign), { type: 'add', item: { ...mug, quantity: 3 } });
    expect(state.items).toHaveLength(2);
    expect(state.items[0]!.quantity).toBe(4);
    expect(state.items[0]!.customization).toEqual(mug.customization);
  });

  it('never raises a line above the maximum quantity', () => {
    const state = cartReducer(withItems({ ...mug, quantity: 98 }), { type: 'add', item: { ...mug, quantity: 5 } });
    expect(state.items[0]!.quantity).toBe(99);
  });

  it('takes no new line once the cart holds the maximum number of lines', () => {
    const full = withItems(...Array.from({ length: 3 }, (_, i) => ({ ...mug, id: `L${i}` })));
    const limits = { maxQuantity: 99, maxLines: 3 };
    expect(cartReducer(full, { type: 'add', item: sign }, limits)).toBe(full);
    expect(cartReducer(full, { type: 'add', item: { ...mug, id: 'L1' } }, limits).items[1]!.quantity).toBe(2);
  });

  it('removes a line by id and leaves the others', () => {
    const state = cartReducer(withItems(mug, sign), { type: 'remove', id: mug.id });
    expect(state.items).toEqual([sign]);
    expect(cartReducer(state, { type: 'remove', id: 'nope' })).toBe(state);
  });

  it('removes every line of a group order, and only its lines', () => {
    const team = { id: 'g1', name: 'Team order' };
    const tees = [1, 2, 3].map((i) => ({ ...mug, id: `TEE|${i}`, quantity: i, group: team }));
    const other = { ...mug, id: 'TEE|9', group: { id: 'g2', name: 'Class order' } };
    const state = cartReducer(withItems(tees[0]!, mug, tees[1]!, other, tees[2]!), {
      type: 'remove-group',
      groupId: 'g1',
    });
    expect(state.items).toEqual([mug, other]);
    expect(state.itemCount).toBe(2);
    expect(cartReducer(state, { type: 'remove-group', groupId: 'g1' })).toBe(state);
  });

  it('sets the quantity on update', () => {
    const state = cartReducer(withItems(mug, sign), { type: 'update', id: sign.id, quantity: 5 });
    expect(state.items[1]!.quantity).toBe(5);
    expect(state.itemCount).toBe(6);
  });

  it('floors an update at 0 and drops the line that reaches 0', () => {
    expect(cartReducer(withItems(mug, sign), { type: 'update', id: mug.id, quantity: 0 }).items).toEqual([sign]);
    expect(cartReducer(withItems(mug, sign), { type: 'update', id: mug.id, quantity: -4 }).items).toEqual([sign]);
    expect(cartReducer(withItems(mug), { type: 'update', id: mug.id, quantity: 2.7 }).items[0]!.quantity).toBe(2);
  });

  it('ignores an update of an unknown id or to a quantity that is not a number', () => {
    const state = withItems(mug);
    expect(cartReducer(state, { type: 'update', id: 'nope', quantity: 3 })).toBe(state);
    expect(cartReducer(state, { type: 'update', id: mug.id, quantity: Number.NaN })).toBe(state);
  });

  it('clears the cart', () => {
    expect(cartReducer(withItems(mug, sign), { type: 'clear' })).toEqual(emptyCart);
  });

  it('replaces the items on load', () => {
    const state = cartReducer(withItems(mug), { type: 'load', items: [sign] });
    expect(state.items).toEqual([sign]);
    expect(state.total).toBe(69);
  });

  it('recomputes total and item count after every action, rounded to cents', () => {
    const cheap: CartItem = { ...mug, id: 'A', price: 0.1, quantity: 1 };
    const other: CartItem = { ...mug, id: 'B', price: 0.2, quantity: 1 };
    let state = cartReducer(emptyCart, { type: 'add', item: cheap });
    state = cartReducer(state, { type: 'add', item: other });
    expect(state.total).toBe(0.3);
    expect(state.itemCount).toBe(2);
    state = cartReducer(state, { type: 'add', item: { ...mug, quantity: 3 } });
    expect(state.total).toBe(57.27);
    expect(state.itemCount).toBe(5);
    state = cartReducer(state, { type: 'update', id: mug.id, quantity: 1 });
    expect(state).toMatchObject({ total: 19.29, itemCount: 3 });
    state = cartReducer(state, { type: 'remove', id: 'A' });
    expect(state).toMatchObject({ total: 19.19, itemCount: 2 });
    expect(cartReducer(state, { type: 'clear' })).toMatchObject({ total: 0, itemCount: 0 });
  });

  it('does not change the state it was given', () => {
    const state = withItems(mug);
    const snapshot = structuredClone(state);
    cartReducer(state, { type: 'add', item: mug });
    cartReducer(state, { type: 'update', id: mug.id, quantity: 9 });
    expect(state).toEqual(snapshot);
  });
});
