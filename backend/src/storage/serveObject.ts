import { createHash } from 'node:crypto';
import { json, type ApiResponse } from '../http/types';

export interface StoredObject {
  body: string | Buffer;
  contentType: string;
}

export interface StorageContext {
  /** The object at bucket/path, or null when there is none. Paths are already checked. */
  find: (bucket: string, objectPath: string) => StoredObject | null;
  cacheSeconds: number;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const PREFIX = '/storage/v1/object/public/';

const notFound = () => json(404, { statusCode: '404', error: 'not_found', message: 'Object not found' });

/** GET/HEAD /storage/v1/object/public/<bucket>/<path>: the seed images, cacheable. */
export function serveObject(ctx: StorageContext, method: string, urlPath: string): ApiResponse {
  if (method !== 'GET' && method !== 'HEAD')
    return json(405, { statusCode: '405', error: 'method_not_allowed', message: 'Only GET and HEAD' });
  if (!urlPath.startsWith(PREFIX)) return notFound();
  let segments: string[];
  try {
    segments = urlPath
      .slice(PREFIX.length)
      .split('/')
      .map((s) => decodeURIComponent(s));
  } catch {
    return notFound();
  }
  // no traversal, no hidden files, no encoded separators: each segment a plain name
  if (segments.length < 2 || !segments.every((s) => SEGMENT.test(s) && !s.includes('..'))) return notFound();
  const [bucket, ...rest] = segments;
  const found = ctx.find(bucket!, rest.join('/'));
  if (!found) return notFound();
  const etag = '"' + createHash('sha1').update(found.body).digest('base64url') + '"';
  return {
    status: 200,
    headers: {
      'Content-Type': found.contentType,
      'Cache-Control': `public, max-age=${ctx.cacheSeconds}`,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    },
    body: found.body,
  };
}
