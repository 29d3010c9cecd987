import { renderAsset } from './art/imagePaths';
import type { StoredObject } from './serveObject';

const cache = new Map<string, StoredObject | null>();

/** Seed images, drawn on request from their path (see art/imagePaths.ts) and kept in memory. */
export function findSeedAsset(bucket: string, objectPath: string): StoredObject | null {
  const key = `${bucket}/${objectPath}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const svg = renderAsset(bucket, objectPath);
  const found = svg ? { body: svg, contentType: 'image/svg+xml' } : null;
  cache.set(key, found);
  if (cache.size > 5000) cache.delete(cache.keys().next().value as string);
  return found;
}
