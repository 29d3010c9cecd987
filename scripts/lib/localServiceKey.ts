/**
 * The service-role connection of the shop's staff commands (`npm run orders`,
 * `npm run payments`). Against a hosted Supabase project: SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY in the environment (never on the command line).
 * Without the key it talks to the local stack of `npm start` on its port
 * (SHOP_PORT_OFFSET shifts it), signing the service key with that backend's own
 * secret: <data dir>/jwt-secret, the data dir being BACKEND_DATA_DIR as the
 * backend reads it, else the one `npm start --offset N` gives its backend.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KeyRing, loadOrCreateSecret } from '../../backend/src/auth/keys';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The data directory `npm start` gives its backend: .data/backend, or .data/backend-<offset> on an offset. */
export function stackBackendDataDir(offset: number): string {
  return resolve(repoRoot, '.data', offset === 0 ? 'backend' : `backend-${offset}`);
}

/** No key given and no local stack's secret where its backend keeps it: nothing to sign a service key with. */
export class NoLocalStack extends Error {}

export async function serviceConnection(
  env: Record<string, string | undefined> = process.env,
): Promise<{ url: string; key: string }> {
  const offset = Number(env.SHOP_PORT_OFFSET ?? 0) || 0;
  const url = env.SUPABASE_URL ?? `http://127.0.0.1:${54321 + offset}`;
  if (env.SUPABASE_SERVICE_ROLE_KEY) return { url, key: env.SUPABASE_SERVICE_ROLE_KEY };
  const dataDir = env.BACKEND_DATA_DIR ? resolve(repoRoot, env.BACKEND_DATA_DIR) : stackBackendDataDir(offset);
  // never made here: a secret the backend does not have signs keys it refuses
  if (!existsSync(resolve(dataDir, 'jwt-secret'))) {
    throw new NoLocalStack(
      `No local stack found (${dataDir}): run \`npm start\`, or set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.`,
    );
  }
  const ring = await KeyRing.create(loadOrCreateSecret(dataDir));
  return { url, key: ring.serviceKey };
}
