import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

export const isLoopback = (address: string): boolean => LOOPBACK.test(address);

/**
 * The shopper's address, which rate limits are keyed by and sessions record.
 *
 * Without `trustProxy` it is the socket's peer and X-Forwarded-For is
 * ignored, so no client can choose its own rate-limit bucket. With
 * `trustProxy` (a reverse proxy on the same host: every request then comes
 * from loopback) a loopback peer's request is keyed by the last
 * X-Forwarded-For entry, the one the proxy appended itself; entries before it
 * are whatever the client sent and are never used. Requests from any other
 * peer keep the peer's address, whatever they claim.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const peer = req.socket.remoteAddress ?? '';
  if (!trustProxy || !isLoopback(peer)) return peer;
  const header = req.headers['x-forwarded-for'];
  const value = Array.isArray(header) ? header.join(',') : header;
  const last = value
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .pop();
  return last && isIP(last) ? last : peer;
}
