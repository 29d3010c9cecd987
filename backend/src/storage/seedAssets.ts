import type { StoredObject } from './serveObject';

/** Seed images, drawn on request from their path (see art/). */
export function findSeedAsset(_bucket: string, _objectPath: string): StoredObject | null {
  return null;
}
