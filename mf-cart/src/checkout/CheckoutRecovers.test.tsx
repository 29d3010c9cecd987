// @vitest-environment node
/**
 * Checkout with the backend down, then back (the real embedded backend behind a switch, through the real
 * supabase-js client; the real checkout page on a real bus): the reads checkout waits on (the quote, the
 * shipping methods, the proof) are asked again by themselves once the backend answers, after the shop's
 * backoff, or at once when the browser comes back online or the tab is shown again; Try Again still works, and
 * nothing typed is lost. Place Order (a write) is never sent again on its own: its own test is
 * `e2e/order-retry.spec.ts` (one key, one order).
 */
import { act } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BUS_CONTRACT_VERSION,
  configureShop,
  createBus,
  createShopQueryClient,
  NavigationProvider,
} from '@giftshop/shared';
import { type CartItem } from '@giftshop/shared/domain';
import { inDocument, startSwitchedBackend, type SwitchedBackend, until } from '@giftshop/shared/testing';
import { cartFromItems } from '../cart/cartReducer';
import { cartQueryClient } from '../cart/useCartQuote';
import { CHECKOUT_DRAFT_KEY, emptyDraft } from './checkoutDraft';
import { CheckoutPage } from './CheckoutPage';

/** A line of the seeded catalogue, as the product page puts it in the cart. */
const ornament: CartItem = {
  id: 'KL-ORN-101-S1P1C1:DSN-NAME:recovers',
  name: "Baby's First Christmas Ornament",
  price: 16.99,
  image: '',
  quantity: 2,
  customization: { Style: 'Round Bauble', Color: 'Cranberry Red', personalizationText: 'Baby Emma 2026' },
  productSku: 'KL-ORN-101',
  variantSku: 'KL-ORN-101-S1P1C1',
  designCode: 'DSN-NAME',
};

let backend: SwitchedBackend;

beforeAll(async () => {
  backend = await startSwitchedBackend();
  configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } });
}, 60_000);

afterAll(() => backend?.stop());
afterEach(() => {
  if (backend) backend.down = false;
  cartQueryClient().clear();
});

/**
 * A guest's shipping step (their e-mail address and a half-typed address in the tab's draft), rendered with
 * the backend down, for `test` to read and press what it shows.
 */
async function shippingStepWithBackendDown(
  test: (page: {
    window: Window;
    total: () => string;
    alertSaying: (words: string) => Element | undefined;
    button: (name: RegExp) => HTMLButtonElement | undefined;
    field: (id: string) => HTMLInputElement;
  }) => Promise<void>,
) {
  await inDocument('https://shop.example/checkout/shipping', async (document) => {
    const window = globalThis.window as unknown as Window;
    // the step's focus on arrival waits a frame: the page's frames, as a browser's
    Object.assign(globalThis, {
      requestAnimationFrame: window.requestAnimationFrame.bind(window),
      cancelAnimationFrame: window.cancelAnimationFrame.bind(window),
    });
    window.sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({
        ...emptyDraft,
        email: 'ada@example.com',
        address: { ...emptyDraft.address, fullName: 'Ada Lovelace', line1: '418 Maple Row' },
      }),
    );
    const hub = createBus();
    const owners = hub.connect('test-owners', BUS_CONTRACT_VERSION);
    owners.publish('cart:state', cartFromItems([ornament]));
    owners.publish('session:state', { status: 'signed-out', user: null });
    const cart = hub.connect('cart', BUS_CONTRACT_VERSION);
    const navigation = { pathname: '/checkout/shipping', search: '', navigate: () => undefined };
    backend.down = true;
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() =>
      root.render(
        <QueryClientProvider client={createShopQueryClient()}>
          <NavigationProvider value={navigation}>
            <CheckoutPage bus={cart} step="shipping" onOrderPlaced={() => undefined} />
          </NavigationProvider>
        </QueryClientProvider>,
      ),
    );
    try {
      await test({
        window,
        total: () => container.querySelector('[data-testid="checkout-total"]')?.textContent ?? '',
        alertSaying: (words) =>
          Array.from(container.querySelectorAll('[role="alert"]')).find((a) => a.textContent?.includes(words)),
        button: (name) =>
          Array.from(container.querySelectorAll('button')).find((b) => name.test(b.textContent?.trim() ?? '')),
        field: (id) => container.querySelector(`#${id}`) as HTMLInputElement,
      });
    } finally {
      act(() => root.unmount());
      delete (globalThis as Partial<typeof globalThis>).requestAnimationFrame;
      delete (globalThis as Partial<typeof globalThis>).cancelAnimationFrame;
    }
  });
}

const totalFailed = "We couldn't work out your total just now";
const datesFailed = 'Delivery dates could not be worked out just now';

describe('checkout with the backend down, then back', () => {
  it('carries on by itself after its backoff: the total, the shipping methods and Place Order come back', async () => {
    await shippingStepWithBackendDown(async ({ total, alertSaying, button, field }) => {
      await until(() => alertSaying(totalFailed) !== undefined && alertSaying(datesFailed) !== undefined);
      expect(button(/^Place Order/)!.disabled).toBe(true);
      const back = performance.now();
      backend.down = false;
      // nothing pressed: the next ask after the shop's backoff (4 s, then 8 s, 16 s …) finds the backend
      await until(() => /^\$\d/.test(total()) && alertSaying(datesFailed) === undefined, 40_000);
      console.log(`checkout, backend back: the total again after ${Math.round(performance.now() - back)} ms`);
      expect(alertSaying(totalFailed)).toBeUndefined();
      expect(button(/^Place Order · \$\d/)!.disabled).toBe(false);
      // what the shopper typed is all still there
      expect(field('shipping-fullName').value).toBe('Ada Lovelace');
      expect(field('shipping-line1').value).toBe('418 Maple Row');
    });
  }, 90_000);

  it('asks again at once when the browser is back online or the tab is shown, and Try Again still works', async () => {
    const quotes = cartQueryClient();
    const before = quotes.getDefaultOptions();
    // the quote's own retry at once, then a backoff longer than the test: whatever comes back here came from the
    // event (or the press), not from the backoff
    quotes.setDefaultOptions({
      ...before,
      queries: { ...before.queries, retryDelay: (failures: number) => (failures < 2 ? 0 : 600_000) },
    });
    try {
      await shippingStepWithBackendDown(async ({ window, total, alertSaying, button }) => {
        const failAgain = async () => {
          backend.down = true;
          // a quote forgotten and asked for again (as a changed cart's is), while the backend is down
          await act(() => quotes.resetQueries({ queryKey: ['cart', 'quote'] }));
          await until(() => alertSaying(totalFailed) !== undefined);
          backend.down = false;
        };
        // the page's own events (happy-dom's), as the browser sends them
        const PageEvent = (window as unknown as typeof globalThis).Event;
        await until(() => alertSaying(totalFailed) !== undefined);
        backend.down = false;
        act(() => void window.dispatchEvent(new PageEvent('online')));
        await until(() => /^\$\d/.test(total()));

        await failAgain();
        act(() => void window.document.dispatchEvent(new PageEvent('visibilitychange')));
        await until(() => /^\$\d/.test(total()));

        await failAgain();
        act(() => button(/^Try Again$/)!.click());
        await until(() => /^\$\d/.test(total()));
      });
    } finally {
      quotes.setDefaultOptions(before);
    }
  }, 90_000);
});
