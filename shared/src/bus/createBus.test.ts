import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBus, MAX_BUFFERED_COMMANDS } from './createBus';
import { BUS_CONTRACT_VERSION } from './contract';

const item = {
  id: 'MUG-11-WHITE:ROSE:abc',
  name: 'Classic Name Mug',
  price: 18.5,
  image: 'product-images/mugs/a.svg',
  quantity: 1,
  customization: { Style: '11 oz', personalizationText: 'Grandma Rose' },
};

afterEach(() => vi.restoreAllMocks());

describe('commands', () => {
  it('reach the owner that handles them', () => {
    const hub = createBus();
    const product = hub.connect('product', BUS_CONTRACT_VERSION);
    const cart = hub.connect('cart', BUS_CONTRACT_VERSION);
    const received: unknown[] = [];
    cart.handle('cart:add', (p) => received.push(p.item.id));
    product.send('cart:add', { item });
    expect(received).toEqual([item.id]);
  });

  it('sent before the owner listens are buffered and delivered in order', () => {
    const hub = createBus();
    const product = hub.connect('product', BUS_CONTRACT_VERSION);
    product.send('cart:add', { item });
    product.send('cart:add', { item: { ...item, id: 'second' } });
    const received: string[] = [];
    hub.connect('cart', BUS_CONTRACT_VERSION).handle('cart:add', (p) => received.push(p.item.id));
    expect(received).toEqual([item.id, 'second']);
  });

  it('are not replayed to a second owner after delivery', () => {
    const hub = createBus();
    const bus = hub.connect('test', BUS_CONTRACT_VERSION);
    bus.send('cart:clear', {});
    const first = vi.fn();
    const second = vi.fn();
    bus.handle('cart:clear', first);
    bus.handle('cart:clear', second);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('buffer a bounded number of commands and warn past it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hub = createBus();
    const bus = hub.connect('test', BUS_CONTRACT_VERSION);
    for (let i = 0; i < MAX_BUFFERED_COMMANDS + 5; i += 1) bus.send('cart:open', {});
    const handler = vi.fn();
    bus.handle('cart:open', handler);
    expect(handler).toHaveBeenCalledTimes(MAX_BUFFERED_COMMANDS);
    expect(warn).toHaveBeenCalledTimes(5);
  });
});

describe('handled', () => {
  it('says whether an owner handles a command now, for any remote; a cut-off remote is told no', () => {
    const hub = createBus();
    const product = hub.connect('product', BUS_CONTRACT_VERSION);
    const cart = hub.connect('cart', BUS_CONTRACT_VERSION);
    expect(product.handled('cart:add')).toBe(false);
    // a cart built before group orders handles cart:add only
    const stop = cart.handle('cart:add', () => undefined);
    expect([product.handled('cart:add'), product.handled('cart:add-group')]).toEqual([true, false]);
    stop();
    expect(product.handled('cart:add')).toBe(false);
    cart.handle('cart:add', () => undefined);
    expect(hub.connect('old', BUS_CONTRACT_VERSION + 1).handled('cart:add')).toBe(false);
  });
});

describe('states', () => {
  it('replay the last value to late subscribers', () => {
    const hub = createBus();
    const cart = hub.connect('cart', BUS_CONTRACT_VERSION);
    cart.publish('cart:state', { items: [], total: 0, itemCount: 0 });
    cart.publish('cart:state', { items: [item], total: 18.5, itemCount: 1 });
    const seen: number[] = [];
    hub.connect('shell', BUS_CONTRACT_VERSION).watch('cart:state', (s) => seen.push(s.itemCount));
    expect(seen).toEqual([1]);
    expect(cart.current('cart:state')?.total).toBe(18.5);
  });

  it("carry the profile's full name with the session (1.11.0), and one without (an older account remote)", () => {
    const hub = createBus();
    const account = hub.connect('account', BUS_CONTRACT_VERSION);
    const cart = hub.connect('cart', BUS_CONTRACT_VERSION);
    const names: (string | undefined)[] = [];
    cart.watch('session:state', (s) => names.push(s.user?.fullName));
    const user = { id: 'u-1', email: 'ada@example.com', displayName: 'Ada' };
    account.publish('session:state', { status: 'signed-in', user: { ...user, fullName: 'Ada Lovelace' } });
    account.publish('session:state', { status: 'signed-in', user });
    // markup is text like any other; a name at the limit (2 × 100 + a space) is carried whole
    account.publish('session:state', { status: 'signed-in', user: { ...user, fullName: '<b>Ada</b>' } });
    account.publish('session:state', { status: 'signed-in', user: { ...user, fullName: 'x'.repeat(201) } });
    expect(names).toEqual(['Ada Lovelace', undefined, '<b>Ada</b>', 'x'.repeat(201)]);
  });

  it('drop a session whose full name is too long or not text, and keep the last good one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hub = createBus();
    const account = hub.connect('account', BUS_CONTRACT_VERSION);
    const user = { id: 'u-1', email: 'ada@example.com', displayName: 'Ada', fullName: 'Ada Lovelace' };
    account.publish('session:state', { status: 'signed-in', user });
    account.publish('session:state', { status: 'signed-in', user: { ...user, fullName: 'x'.repeat(202) } });
    // @ts-expect-error -- a remote publishing the wrong shape at run time
    account.publish('session:state', { status: 'signed-in', user: { ...user, fullName: { first: 'Ada' } } });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/dropped malformed state "session:state" from account: user\.fullName/);
    expect(hub.connect('cart', BUS_CONTRACT_VERSION).current('session:state')?.user?.fullName).toBe('Ada Lovelace');
  });

  it('stop reaching a listener after it unsubscribes', () => {
    const hub = createBus();
    const bus = hub.connect('account', BUS_CONTRACT_VERSION);
    const listener = vi.fn();
    const stop = bus.watch('session:state', listener);
    bus.publish('session:state', { status: 'signed-out', user: null });
    stop();
    bus.publish('session:state', { status: 'loading', user: null });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('validation', () => {
  it('drops a malformed payload with a warning and keeps subscribers alive', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hub = createBus();
    const bus = hub.connect('catalog', BUS_CONTRACT_VERSION);
    const handler = vi.fn();
    bus.handle('cart:add', handler);
    // @ts-expect-error -- a remote sending the wrong shape at run time
    bus.send('cart:add', { item: { ...item, price: 'free' } });
    bus.send('cart:add', { item: { ...item, quantity: -3 } });
    bus.send('cart:add', { item: { ...item, customization: { personalizationText: 'x'.repeat(101) } } });
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]?.[0]).toMatch(/dropped malformed command "cart:add" from catalog: item\.price/);
    bus.send('cart:add', { item });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('drops an event name outside the contract', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bus = createBus().connect('catalog', BUS_CONTRACT_VERSION);
    // @ts-expect-error -- not in the contract
    bus.send('cart:explode', {});
    // @ts-expect-error -- prototype keys are not channels
    bus.publish('__proto__', {});
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('drops a malformed state and keeps the last good one', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bus = createBus().connect('cart', BUS_CONTRACT_VERSION);
    bus.publish('cart:state', { items: [], total: 0, itemCount: 0 });
    bus.publish('cart:state', { items: [], total: -1, itemCount: 0 });
    expect(bus.current('cart:state')?.total).toBe(0);
  });

  it('keeps delivering after a subscriber throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bus = createBus().connect('shell', BUS_CONTRACT_VERSION);
    const after = vi.fn();
    bus.watch('cart:state', () => {
      throw new Error('boom');
    });
    bus.watch('cart:state', after);
    bus.publish('cart:state', { items: [], total: 0, itemCount: 0 });
    bus.publish('cart:state', { items: [], total: 0, itemCount: 0 });
    expect(after).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledTimes(2);
  });
});

describe('contract versions', () => {
  it('cuts off a remote built against another contract, with a clear message', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const hub = createBus(1);
    const skewed = hub.connect('cart', 2);
    expect(error.mock.calls[0]?.[0]).toMatch(/"cart" was built against bus contract v2, but this shop speaks v1/);
    const shell = hub.connect('shell', 1);
    const handler = vi.fn();
    shell.handle('cart:open', handler);
    skewed.send('cart:open', {});
    skewed.publish('cart:state', { items: [], total: 0, itemCount: 0 });
    expect(handler).not.toHaveBeenCalled();
    expect(shell.current('cart:state')).toBeUndefined();
    const heard = vi.fn();
    skewed.watch('cart:state', heard);
    shell.publish('cart:state', { items: [], total: 0, itemCount: 0 });
    expect(heard).not.toHaveBeenCalled();
  });
});

/** A fresh bus module graph, as a page has it before its bus carries an event: the checks (zod) not loaded. */
async function freshPage() {
  vi.resetModules();
  const fresh = await import('./createBus');
  const checks = await import('../checks/loadShopChecks');
  return { createBus: fresh.createBus, checks };
}

describe('checks loaded with the first event', () => {
  it('are not loaded until an event crosses the bus', async () => {
    const { createBus: freshBus, checks } = await freshPage();
    const bus = freshBus().connect('shell', BUS_CONTRACT_VERSION);
    bus.handle('cart:open', vi.fn());
    bus.watch('cart:state', vi.fn());
    expect(bus.handled('cart:open')).toBe(true);
    expect(checks.loadedShopChecks()).toBeUndefined();
  });

  it('are needed before the schema exports kept for remotes built before 1.7.0 work, as their error says', async () => {
    const { checks } = await freshPage();
    const kept = await import('./contract');
    expect(() => kept.cartItemSchema.safeParse(item)).toThrow(/not loaded yet: await loadShopChecks\(\) first/);
    await checks.loadShopChecks();
    expect(kept.cartItemSchema.safeParse(item)).toMatchObject({ success: true });
  });

  it('refuse a hostile payload of every command and state sent before they load, as every time', async () => {
    const { createBus: freshBus, checks } = await freshPage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bus = freshBus().connect('hostile', BUS_CONTRACT_VERSION);
    const hostile: Record<string, unknown> = {
      'cart:add': { item: { ...item, price: -1 } },
      'cart:add-group': { items: [] },
      'cart:remove': { id: '' },
      'cart:update': { id: item.id, quantity: '2' },
      'cart:clear': null,
      'cart:open': 'open',
      'cart:close': [],
      'session:sign-out': 42,
      'toast:show': { title: '' },
    };
    const handler = vi.fn();
    for (const [name, payload] of Object.entries(hostile)) {
      bus.handle(name as 'cart:open', handler);
      bus.send(name as 'cart:open', payload as Record<string, never>);
    }
    bus.publish('cart:state', { items: [{ ...item, quantity: 0 }], total: 0, itemCount: 1 });
    // @ts-expect-error -- a remote publishing the wrong shape at run time
    bus.publish('session:state', { status: 'admin', user: null });
    expect(checks.loadedShopChecks()).toBeUndefined();
    await checks.loadShopChecks();
    expect(handler).not.toHaveBeenCalled();
    expect([bus.current('cart:state'), bus.current('session:state')]).toEqual([undefined, undefined]);
    expect(warn).toHaveBeenCalledTimes(Object.keys(hostile).length + 2);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual(
      [...Object.keys(hostile).map((name) => `command "${name}"`), 'state "cart:state"', 'state "session:state"'].map(
        (event) => expect.stringContaining(`dropped malformed ${event} from hostile`),
      ),
    );
    bus.send('cart:add', { item });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('deliver what waited for them in the order it was sent, as if sent then, and later events at once', async () => {
    const { createBus: freshBus, checks } = await freshPage();
    const hub = freshBus();
    const cart = hub.connect('cart', BUS_CONTRACT_VERSION);
    const product = hub.connect('product', BUS_CONTRACT_VERSION);
    const heard: string[] = [];
    cart.handle('cart:add', ({ item: line }) => {
      heard.push(`add ${line.quantity}`);
      // an owner answering inside a handler: at once, as when the command is sent after the checks loaded
      cart.publish('cart:state', { items: [line], total: line.price * line.quantity, itemCount: line.quantity });
    });
    cart.handle('cart:open', () => heard.push('open'));
    product.watch('cart:state', (state) => heard.push(`state ${state.itemCount}`));
    product.send('cart:add', { item: { ...item, quantity: 2 } });
    product.send('cart:open', {});
    product.send('cart:add', { item: { ...item, quantity: 3 } });
    expect(heard).toEqual([]);
    expect(cart.current('cart:state')).toBeUndefined();
    await checks.loadShopChecks();
    expect(heard).toEqual(['add 2', 'state 2', 'open', 'add 3', 'state 3']);
    product.send('cart:open', {});
    expect(heard.at(-1)).toBe('open');
    expect(cart.current('cart:state')?.itemCount).toBe(3);
  });
});
