import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running embedded backend for a test file: its URL, anon key, and how to stop it (its data goes too). */
export interface TestBackend {
  url: string;
  anonKey: string;
  stop(): Promise<void>;
}

/**
 * Start a fresh embedded backend (real PGlite, real HTTP) on a free port, with
 * its own temporary data directory. For data-module tests and e2e files that
 * need a backend of their own (e.g. a short token lifetime).
 */
export async function startTestBackend(
  options: { emailConfirm?: boolean; jwtExpirySeconds?: number; latencyMs?: number } = {},
): Promise<TestBackend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-backend-'));
  const backendPackage = '@giftshop/backend';
  const { startBackend } = (await import(backendPackage)) as {
    startBackend(options: Record<string, unknown>): Promise<TestBackend>;
  };
  try {
    const backend = await startBackend({ port: 0, dataDir, reset: true, quiet: true, ...options });
    return {
      url: backend.url,
      anonKey: backend.anonKey,
      async stop() {
        await backend.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
