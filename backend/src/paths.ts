import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root (two levels above backend/src). */
export const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
export const bootstrapSqlPath = path.join(repoRoot, 'backend/sql/bootstrap.sql');
export const migrationsDir = path.join(repoRoot, 'supabase/migrations');
export const seedSqlPath = path.join(repoRoot, 'supabase/seed.sql');
export const defaultDataDir = path.join(repoRoot, '.data/backend');
export const defaultTemplateDir = path.join(repoRoot, '.data/templates');
