import type { StatementResult } from '../db/pipeline';

/**
 * Values remembered per database generation: every committed write bumps
 * the generation, so a value remembered for the current generation is what
 * the database would answer now. The least recently used go first once the
 * entries, or their bytes, pass the limits.
 *
 * Used for exact counts (keyed by the count statement, its values, role and
 * claims) and for the answers of functions the database marks `@cache-until-write`
 * (keyed by the whole request, role and claims), so row level security and
 * each caller's own answer are respected.
 */
export class GenerationCache<T> {
  private readonly entries = new Map<string, { generation: number; value: T; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly limits: { entries: number; bytes?: number; sizeOf?: (value: T) => number } = { entries: 2000 },
  ) {}

  get(key: string, generation: number): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.generation !== generation) {
      this.bytes -= hit.bytes;
      return undefined;
    }
    this.entries.set(key, hit); // now the most recently used
    return hit.value;
  }

  set(key: string, generation: number, value: T): void {
    const bytes = this.limits.sizeOf?.(value) ?? 0;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    if (this.limits.bytes !== undefined && bytes > this.limits.bytes) return;
    this.entries.set(key, { generation, value, bytes });
    this.bytes += bytes;
    while (
      this.entries.size > this.limits.entries ||
      (this.limits.bytes !== undefined && this.bytes > this.limits.bytes)
    ) {
      const [oldest, entry] = this.entries.entries().next().value as [string, { bytes: number }];
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The answers cache of `megabytes` (0 = none). */
export function answerCache(megabytes: number): GenerationCache<StatementResult[]> | null {
  if (!(megabytes > 0)) return null;
  return new GenerationCache<StatementResult[]>({
    entries: 10_000,
    bytes: megabytes * 1024 * 1024,
    sizeOf: (results) =>
      results.reduce(
        (sum, r) => sum + r.rows.reduce((n, row) => n + row.reduce((m, v) => m + 2 * (v?.length ?? 0), 16), 0),
        64,
      ),
  });
}
