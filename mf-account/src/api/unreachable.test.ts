// @vitest-environment node
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { configureShop } from '@giftshop/shared';
import { fetchOrderChoices } from './guestOrders';
import { fetchOrderPayment } from './orderPayment';
import { fetchOrderProgress } from './orderDelivery';
import { fetchOrder, fetchOrders } from './orders';
import { fetchProfile } from './profile';
import { fetchSavedAddresses, fetchShippingCountries } from './savedAddresses';

/**
 * The account's reads when the backend cannot be reached (a server that drops every connection, through the
 * real supabase-js client): each asks once and says so. The page's query retries (the shop's TanStack
 * defaults); postgrest-js retrying too made it 16 requests and 36 s of skeleton before "We couldn't load your
 * orders" (QA, H-b), where the catalogue's and product's reads ask once (`.retry(false)`).
 */
let server: Server;
let connections = 0;

beforeAll(async () => {
  // Node 20 has no WebSocket, and supabase-js's realtime client insists on one.
  globalThis.WebSocket ??= NodeWebSocket as unknown as typeof WebSocket;
  // each request is read, then its connection dropped with no answer (as a backend that went away mid-request)
  server = createServer((socket) => {
    connections += 1;
    socket.once('data', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  configureShop({
    supabase: { url: `http://127.0.0.1:${port}`, anonKey: 'anon-key-of-a-backend-that-drops-everything' },
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const unreachable = /^We couldn't reach the shop's server while loading your (orders|order|profile|addresses)\./;

describe("the account's reads with the backend out of reach", () => {
  it.each([
    ['fetchOrders', fetchOrders],
    ['fetchOrder', () => fetchOrder('KL-100001')],
    ['fetchOrderProgress', () => fetchOrderProgress('KL-100001')],
    ['fetchOrderPayment', () => fetchOrderPayment('KL-100001')],
    ['fetchOrderChoices', () => fetchOrderChoices('KL-100001')],
    ['fetchProfile', () => fetchProfile('00000000-0000-4000-8000-000000000001')],
    ['fetchSavedAddresses', fetchSavedAddresses],
  ])('%s asks once and says the server could not be reached', async (_, read) => {
    connections = 0;
    await expect(read()).rejects.toThrow(unreachable);
    expect(connections).toBe(1);
  });

  it('the shipping countries ask once each, and leave the address fields typed', async () => {
    connections = 0;
    expect(await fetchShippingCountries()).toEqual([]);
    expect(connections).toBe(2);
  });
});
