import type { PGlite } from '@electric-sql/pglite';
import { readBootstrap } from '../db/migrations';

/**
 * A data directory made before the auth schema grew (PKCE flow states, the
 * pending e-mail change) gets what it lacks: backend/sql/bootstrap.sql is
 * idempotent, so it is run again when `auth.flow_state` is missing.
 */
export async function upgradeAuthSchema(pg: PGlite): Promise<boolean> {
  const { rows } = await pg.query<{ present: boolean }>("select to_regclass('auth.flow_state') is not null as present");
  if (rows[0]?.present) return false;
  await pg.exec(readBootstrap().sql);
  return true;
}
