/**
 * Exact counts remembered per database generation: every committed write
 * bumps the generation, so a cached count is the count the query would
 * return now. Keyed by the full count statement, its values, role and
 * claims, so row level security is respected.
 */
export class CountCache {
  private readonly entries = new Map<string, { generation: number; count: number }>();
  constructor(private readonly limit = 2000) {}

  get(key: string, generation: number): number | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.generation !== generation) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.count;
  }

  set(key: string, generation: number, count: number): void {
    this.entries.delete(key);
    this.entries.set(key, { generation, count });
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
