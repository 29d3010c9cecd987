// @vitest-environment node
/**
 * Place Order after a burst (the real embedded backend through the real supabase-js client; the real checkout
 * page on a real bus): over the shop's limit of orders from one address (the database's, 20250609055000_write_limits.sql,
 * set the database's way: shop_settings, by the service role), checkout says so with the wait the backend gives, counts it down on the button (which stays a button: pressed meanwhile it sends
 * nothing and points at the message), and once the wait is over one press places one order, under the same key.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { act } from 'react';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { configureShop } from '@giftshop/shared';
import { until } from '@giftshop/shared/testing';
import { orderItemsPayload } from '../api/orders';
import { cartQueryClient } from '../cart/useCartQuote';
import { emptyDraft } from './checkoutDraft';
import { guestShippingStep, seededOrnament } from './guestShippingStep.fixture';
import { ORDER_ATTEMPT_KEY } from './orderAttempt';

/** One order a window, and a window of a few seconds (a minute in the shop) to see one end. */
const WINDOW_MS = 6_000;

let backend: { url: string; anonKey: string; serviceKey: string; stop(): Promise<void> };
let dataDir: string;

beforeAll(async () => {
  globalThis.WebSocket ??= NodeWebSocket as unknown as typeof WebSocket;
  dataDir = mkdtempSync(join(tmpdir(), 'checkout-burst-'));
  const backendPackage = '@giftshop/backend';
  const { startBackend } = (await import(backendPackage)) as {
    startBackend(options: Record<string, unknown>): Promise<typeof backend>;
  };
  backend = await startBackend({
    port: 0,
    dataDir,
    reset: true,
    quiet: true,
  });
  // the shop's own settings (30 orders a minute), changed as the shop changes them: by the service role
  const settings = await fetch(`${backend.url}/rest/v1/shop_settings?id=eq.true`, {
    method: 'PATCH',
    headers: { ...asService(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ orders_per_window: 1, write_limit_window_seconds: WINDOW_MS / 1000 }),
  });
  expect(settings.status).toBe(204);
  configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } });
}, 60_000);

afterAll(async () => {
  cartQueryClient().clear();
  await backend?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const asService = () => ({ apikey: backend.serviceKey, Authorization: `Bearer ${backend.serviceKey}` });
const asVisitor = () => ({
  apikey: backend.anonKey,
  Authorization: `Bearer ${backend.anonKey}`,
  'Content-Type': 'application/json',
});

/** The orders a guest placed with this e-mail address, as the database holds them (read with the service role). */
async function ordersOf(email: string): Promise<{ order_number: string; idempotency_key: string }[]> {
  const response = await fetch(
    `${backend.url}/rest/v1/orders?select=order_number,idempotency_key&contact_email=eq.${encodeURIComponent(email)}`,
    { headers: asService() },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { order_number: string; idempotency_key: string }[];
}

/** Another guest's order from this address (the ornament, its proof approved): it spends the address's window. */
async function anotherGuestsOrder(): Promise<Response> {
  const items = orderItemsPayload([seededOrnament]);
  const proof = await fetch(`${backend.url}/rest/v1/rpc/order_proof`, {
    method: 'POST',
    headers: asVisitor(),
    body: JSON.stringify({ items }),
  });
  const { fingerprint } = (await proof.json()) as { fingerprint: string };
  return fetch(`${backend.url}/rest/v1/rpc/place_order`, {
    method: 'POST',
    headers: asVisitor(),
    body: JSON.stringify({
      items,
      shipping: {
        full_name: 'Grace Hopper',
        line1: '1 Elm Street',
        city: 'Portland',
        region: 'OR',
        postal_code: '97205',
        country: 'US',
      },
      payment_method: 'pay_on_delivery',
      idempotency_key: crypto.randomUUID(),
      details: { email: 'another.guest@example.com', proof_fingerprint: fingerprint },
    }),
  });
}

it('over the limit, says when to try again, counts it down on a live button, then places one order', async () => {
  const email = 'burst@example.com';
  const address = {
    ...emptyDraft.address,
    fullName: 'Ada Lovelace',
    line1: '418 Maple Row',
    city: 'Portland',
    region: 'OR',
    postalCode: '97205',
  };
  await guestShippingStep({ email, address }, async ({ window, container, visited }) => {
    const placeButton = () =>
      Array.from(container.querySelectorAll('button')).find((b) =>
        /^(Place Order|Try Again|Placing)/.test(b.textContent ?? ''),
      )!;
    const alert = () =>
      Array.from(container.querySelectorAll('[role="alert"]')).find((a) => a.textContent?.includes('Too many tries'));
    await until(() => /^Place Order · \$\d/.test(placeButton()?.textContent ?? ''), 20_000);
    const proof = container.querySelector<HTMLInputElement>('#proof-checked')!;
    act(() => proof.click());
    expect(proof.checked).toBe(true);

    // the burst: this address's one order of the window spent, by another guest, just before the press
    expect((await act(() => anotherGuestsOrder())).status).toBe(200);
    const pressed = Date.now();
    act(() => placeButton().click());
    await until(() => alert() !== undefined);
    // the message says how long to wait, in the backend's seconds (at most its window), and that nothing is lost
    const said = /please wait (\d+) seconds? and try again\./.exec(alert()!.textContent!);
    expect(said, alert()!.textContent!).not.toBeNull();
    const wait = Number(said![1]);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(WINDOW_MS / 1000);
    expect(alert()!.textContent).toContain('Your cart is kept');
    // the button counts the wait down, as a button: not disabled, not "Placing…"
    expect(placeButton().textContent).toMatch(/^Try Again in \d Seconds?$/);
    expect(placeButton().disabled).toBe(false);
    expect(placeButton().getAttribute('aria-busy')).toBe('false');
    const key = window.sessionStorage.getItem(ORDER_ATTEMPT_KEY);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    // pressed during the wait: nothing is sent (the window's count would only grow), the message is pointed at
    act(() => placeButton().click());
    expect(window.document.activeElement).toBe(alert());
    expect(await act(() => ordersOf(email))).toEqual([]);

    // the wait over, the button is Place Order again and the message says so
    await until(() => /^Place Order · \$\d/.test(placeButton().textContent ?? ''), WINDOW_MS + 5_000);
    console.log(`checkout, rate limited: said ${wait} s; Place Order back after ${Date.now() - pressed} ms`);
    expect(alert()!.textContent).toContain('You can place your order now.');
    act(() => placeButton().click());
    await until(() => visited.some((to) => to.startsWith('/checkout/confirmation/')), 20_000);
    const placed = await ordersOf(email);
    expect(placed).toHaveLength(1);
    expect(visited).toContain(`/checkout/confirmation/${placed[0]!.order_number}`);
    // one key for the attempt: the refused press and the placed one asked for the same order
    expect(placed[0]!.idempotency_key).toBe(key);
  });
}, 90_000);
