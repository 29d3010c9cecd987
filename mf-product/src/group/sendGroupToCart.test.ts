import { describe, expect, it } from 'vitest';
import { createBus, BUS_CONTRACT_VERSION, type Commands } from '@giftshop/shared';
import { type CartItem } from '@giftshop/shared/domain';
import { sendGroupToCart } from './sendGroupToCart';

const line: CartItem = {
  id: 'TEE-1-A|M|Rivera',
  name: 'Team Tee',
  price: 20,
  image: '',
  quantity: 1,
  customization: { personalizationText: 'Rivera' },
  group: { id: 'group-1', name: 'Team order' },
};

describe('sendGroupToCart', () => {
  it('waits for a cart still loading, which publishes its state and then registers its handlers in one task', async () => {
    const hub = createBus();
    const product = hub.connect('product', BUS_CONTRACT_VERSION);
    const cart = hub.connect('cart', BUS_CONTRACT_VERSION);
    const sent = sendGroupToCart(product, [line]);
    const groups: Commands['cart:add-group'][] = [];
    // as mf-cart's startCartOwner does: the first state out, then the handlers, synchronously
    cart.publish('cart:state', { items: [], total: 0, itemCount: 0 });
    cart.handle('cart:add', () => undefined);
    cart.handle('cart:add-group', (group) => groups.push(group));
    expect(await sent).toBe(true);
    expect(groups).toEqual([{ items: [line] }]);
  });

  it('answers false for a cart that is up but does not handle group orders, and leaves nothing waiting', async () => {
    const hub = createBus();
    const product = hub.connect('product', BUS_CONTRACT_VERSION);
    const cart = hub.connect('cart', BUS_CONTRACT_VERSION);
    cart.publish('cart:state', { items: [], total: 0, itemCount: 0 });
    cart.handle('cart:add', () => undefined);
    expect(await sendGroupToCart(product, [line])).toBe(false);
    const groups: Commands['cart:add-group'][] = [];
    cart.handle('cart:add-group', (group) => groups.push(group));
    expect(groups).toEqual([]);
  });
});
