import { mkdirSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from '../../scripts/lib/stack';

const lock = resolve(repoRoot, '.data/e2e-remote-build.lock');

/**
 * Runs a remote build made by a flow (a redeploy, a skewed build) while no
 * other worker builds one: the federation plugin keeps generated files in the
 * checkout's node_modules, so two builds at once can read each other's half-written files.
 */
export async function withRemoteBuildLock<T>(build: () => Promise<T>): Promise<T> {
  mkdirSync(resolve(repoRoot, '.data'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock left by a killed run is stale after two minutes.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        // it went away meanwhile
      }
      await new Promise((next) => setTimeout(next, 250));
    }
  }
  try {
    return await build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
