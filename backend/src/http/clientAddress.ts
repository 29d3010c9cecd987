import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

export const isLoopback = (address: string): boolean => LOOPBACK.test(address);

/** The header the shop's own server sends its key in (never a browser: the key stays on the server). */
export const SHOP_SERVER_KEY_HEADER = 'x-shop-server-key';

/** Who may say whose request it is: a reverse proxy on loopback, and the shop's server by its key. */
export interface TrustedSenders {
  /** A reverse proxy on this host forwards the shoppers (`--trust-proxy`). */
  trustProxy: boolean;
  /** The key the shop's server (which renders every shopper's page) proves itself with; '' = none. */
  shopServerKey?: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries the shop's server's key (compared in constant time). */
export function fromShopServer(req: IncomingMessage, shopServerKey: string | undefined): boolean {
  const header = req.headers[SHOP_SERVER_KEY_HEADER];
  if (!shopServerKey || typeof header !== 'string') return false;
  return timingSafeEqual(digest(header), digest(shopServerKey));
}

/** The last X-Forwarded-For entry (the one the trusted sender appended itself), if it is an address. */
function lastForwarded(req: IncomingMessage): string | undefined {
  const header = req.headers['x-forwarded-for'];
  const value = Array.isArray(header) ? header.join(',') : header;
  const last = value
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .pop();
  return last && isIP(last) ? last : undefined;
}

/**
 * The shopper's address, which rate limits and fair sharing are keyed by and sessions record.
 *
 * By default it is the socket's peer and X-Forwarded-For is ignored, so no client can choose its own
 * bucket. Two senders are believed:
 * - with `trustProxy` (a reverse proxy on the same host: every request then comes from loopback) a
 *   loopback peer's request is keyed by the last X-Forwarded-For entry, the one the proxy appended;
 * - a request carrying the shop's server's key (`X-Shop-Server-Key`, given to both at start) is
 *   keyed by the last X-Forwarded-For entry too: the shopper whose page the shop's server renders.
 * Entries before the last are whatever the client sent and are never used; a request without the
 * key (or with a wrong one) from any other peer keeps the peer's address, whatever it claims.
 */
export function clientAddress(req: IncomingMessage, trusted: TrustedSenders): string {
  const peer = req.socket.remoteAddress ?? '';
  const believed = (trusted.trustProxy && isLoopback(peer)) || fromShopServer(req, trusted.shopServerKey);
  return (believed && lastForwarded(req)) || peer;
}
