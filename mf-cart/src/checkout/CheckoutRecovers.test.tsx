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
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureShop } from '@giftshop/shared';
import { startSwitchedBackend, type SwitchedBackend, until } from '@giftshop/shared/testing';
import { cartQueryClient } from '../cart/useCartQuote';
import { emptyDraft } from './checkoutDraft';
import { guestShippingStep } from './guestShippingStep.fixture';

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
  await guestShippingStep(
    {
      email: 'ada@example.com',
      address: { ...emptyDraft.address, fullName: 'Ada Lovelace', line1: '418 Maple Row' },
    },
    ({ window, container }) =>
      test({
        window,
        total: () => container.querySelector('[data-testid="checkout-total"]')?.textContent ?? '',
        alertSaying: (words) =>
          Array.from(container.querySelectorAll('[role="alert"]')).find((a) => a.textContent?.includes(words)),
        button: (name) =>
          Array.from(container.querySelectorAll('button')).find((b) => name.test(b.textContent?.trim() ?? '')),
        field: (id) => container.querySelector(`#${id}`) as HTMLInputElement,
      }),
    () => void (backend.down = true),
  );
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
