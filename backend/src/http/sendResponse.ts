import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { ApiResponse } from './types';

const gzipAsync = promisify(gzip);
const COMPRESS_FROM = 1024;

/** Write a response, gzipped when it is JSON over ~1 KB and the client accepts gzip. Returns bytes sent. */
export async function sendResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: ApiResponse,
  extra: Record<string, string>,
): Promise<number> {
  const headers: Record<string, string> = { ...extra, ...(response.headers ?? {}) };
  let body =
    response.body === undefined
      ? undefined
      : Buffer.isBuffer(response.body)
        ? response.body
        : Buffer.from(response.body, 'utf8');
  const type = headers['Content-Type'] ?? '';
  const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (body && body.length > COMPRESS_FROM && accepts && /json|svg/.test(type)) {
    body = await gzipAsync(body, { level: 5 });
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  if (body) headers['Content-Length'] = String(body.length);
  else if (response.status !== 204 && response.status !== 304) headers['Content-Length'] = '0';
  res.writeHead(response.status, headers);
  if (req.method === 'HEAD' || !body) res.end();
  else res.end(body);
  return body?.length ?? 0;
}
