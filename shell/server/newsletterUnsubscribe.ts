/**
 * `POST /newsletter/unsubscribe?token=…`: unsubscribes the newsletter
 * subscriber whose link it is, with no sign-in. Two callers:
 * - a mail client's one-click unsubscribe (RFC 8058: the body is
 *   `List-Unsubscribe=One-Click`), answered at once with 200, or 400 for a
 *   link that is not valid;
 * - the unsubscribe page's button (a plain HTML form), sent back to the page
 *   (303) with `?result=unsubscribed|invalid|unavailable`.
 * The database decides (`unsubscribe_newsletter(token)`, called with the
 * anon key): a wrong token and an unknown one get the same answer, which
 * says nothing about any address, and a repeated unsubscribe is harmless.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getSupabase } from '@giftshop/shared';
import { withShopConfig } from './requestShopConfig';
import type { UnsubscribeResult } from '../src/pages/UnsubscribePage';
import { UNSUBSCRIBE_PATH } from '../src/pages/shellPages';

/** A one-click body is 26 bytes; a form's a few more. Anything longer is not read further. */
const BODY_LIMIT = 2_048;
/** Longer tokens, or tokens with control characters, are not ours: answered without asking the database. */
const plausibleToken = (token: string) =>
  token.length > 0 && token.length <= 200 && [...token].every((c) => c.charCodeAt(0) >= 0x20);

function readSmallBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      if (body.length < BODY_LIMIT) body += chunk;
    });
    req.on('end', () => resolve(body.slice(0, BODY_LIMIT)));
    req.on('error', reject);
  });
}

async function unsubscribe(token: string): Promise<UnsubscribeResult> {
  if (!plausibleToken(token)) return 'invalid';
  try {
    const supabase = await getSupabase();
    const { data, error, status } = await supabase.rpc('unsubscribe_newsletter', { token });
    if (error) return status >= 400 && status < 500 ? 'invalid' : 'unavailable';
    return data === true ? 'unsubscribed' : 'invalid';
  } catch {
    return 'unavailable';
  }
}

const oneClickAnswers: Record<UnsubscribeResult, [number, string]> = {
  unsubscribed: [200, 'You are unsubscribed from the newsletter.'],
  invalid: [400, 'This unsubscribe link is not valid.'],
  unavailable: [503, 'The shop could not unsubscribe you just now. Please try again in a moment.'],
};

/** Answers the POST; `config` is the run-time config's `config` (the backend URL and anon key). */
export async function answerUnsubscribe(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  config: unknown,
): Promise<void> {
  const body = await readSmallBody(req);
  const token = url.searchParams.get('token') ?? '';
  const result = await withShopConfig(config ?? {}, () => unsubscribe(token));
  const headers = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
  // RFC 8058: `List-Unsubscribe=One-Click`, form-encoded or as a multipart part
  if (/List-Unsubscribe("\r\n\r\n|=)One-Click/.test(body)) {
    const [status, text] = oneClickAnswers[result];
    res.writeHead(status, {
      ...headers,
      'Content-Type': 'text/plain; charset=utf-8',
      ...(result === 'unavailable' ? { 'Retry-After': '60' } : {}),
    });
    res.end(text);
    return;
  }
  // the page again, with the outcome; the token stays in the address only when there is something to retry
  const next = new URLSearchParams(result === 'unavailable' ? { token, result } : { result });
  res.writeHead(303, { ...headers, Location: `${UNSUBSCRIBE_PATH}?${next}` });
  res.end();
}
