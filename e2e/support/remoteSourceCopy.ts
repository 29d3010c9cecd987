import { cpSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from '../../scripts/lib/stack';

/**
 * Replaces `copy` (a folder at the repository root, where it still resolves
 * the workspace's packages) with a fresh copy of a remote's sources, without
 * its `dist/` and `node_modules/`: flows that rebuild, skew or hot-edit a
 * remote change the copy, never the checkout.
 */
export function copyRemoteSources(app: `mf-${string}`, copy: string): void {
  rmSync(copy, { recursive: true, force: true });
  cpSync(resolve(repoRoot, app), copy, { recursive: true, filter: (src) => !/[\\/](dist|node_modules)$/.test(src) });
}
