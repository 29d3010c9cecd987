import type { PGlite } from '@electric-sql/pglite';
import { readBootstrap } from '../db/migrations';

/**
 * A data directory made before the auth schema grew (PKCE flow states, the
 * pending e-mail change, password recovery) gets what it lacks:
 * backend/sql/bootstrap.sql is idempotent, so it is run again when
 * `auth.users.recovery_token` (the newest part) is missing.
 */
export async function upgradeAuthSchema(pg: PGlite): Promise<boolean> {
  const { rows } = await pg.query<{ present: boolean }>(
    `select exists (select 1 from information_schema.columns
                    where table_schema = 'auth' and table_name = 'users' and column_name = 'recovery_token') as present`,
  );
  if (rows[0]?.present) return false;
  await pg.exec(readBootstrap().sql);
  return true;
}
