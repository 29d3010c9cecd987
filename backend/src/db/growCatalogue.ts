import type { PGlite } from '@electric-sql/pglite';
import type { Log } from '../http/logger';

/** Grow the catalogue to `count` products (benchmarks); filled in by the large-catalogue generator. */
export async function growCatalogue(_pg: PGlite, _count: number, _log: Log): Promise<void> {}
