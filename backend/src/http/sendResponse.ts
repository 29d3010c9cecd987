import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { BodyBudget } from '@giftshop/shared/server';
import type { ApiResponse } from './types';

/** Answers smaller than this are never refused for memory: a refusal would be as large. */
const ALWAYS_SENT = 16 * 1024;

/** Who the answer goes to, and the budget of answer bytes not yet handed to the kernel. */
export interface AnswerBudget {
  budget: BodyBudget;
  client: string;
}

const gzipAsync = promisify(gzip);
const COMPRESS_FROM = 1024;

/** Write a response, gzipped when it is JSON over ~1 KB and the client accepts gzip. Returns bytes sent. */
export async function sendResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: ApiResponse,
  extra: Record<string, string>,
  answers?: AnswerBudget,
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
  let status = response.status;
  if (answers && body && body.length > ALWAYS_SENT && req.method !== 'HEAD') {
    // A client that does not read keeps its answer in this process until the write time limit: the
    // bytes of answers in flight are held against a budget, in all and per client.
    const size = body.length;
    if (answers.budget.take(answers.client, size)) {
      let given = false;
      const give = () => {
        if (!given) answers.budget.give(answers.client, size);
        given = true;
      };
      res.once('finish', give);
      res.once('close', give);
    } else {
      status = 503;
      body = Buffer.from(
        JSON.stringify({
          code: 'PGRST503',
          details: null,
          hint: null,
          message: 'too many answers waiting for slow readers; try again in a moment',
        }),
      );
      for (const name of Object.keys(headers))
        if (/^(content-|etag|vary|cache-control)/i.test(name)) delete headers[name];
      Object.assign(headers, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '1' });
    }
  }
  if (body) headers['Content-Length'] = String(body.length);
  else if (response.status !== 204 && response.status !== 304) headers['Content-Length'] = '0';
  if (response.statusText !== undefined && status === response.status)
    res.writeHead(status, response.statusText, headers);
  else res.writeHead(status, headers);
  if (req.method === 'HEAD' || !body) res.end();
  else res.end(body);
  return body?.length ?? 0;
}
