/** Latencies and errors per kind of request, for the load test's report. */

export interface KindFigures {
  kind: string;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export class LatencyLog {
  private readonly times = new Map<string, number[]>();
  private readonly failures = new Map<string, number>();
  /** Error descriptions (status and code, or the network error) and how often each was seen. */
  readonly errorKinds = new Map<string, number>();

  record(kind: string, ms: number, error: string | null): void {
    let list = this.times.get(kind);
    if (!list) this.times.set(kind, (list = []));
    list.push(ms);
    if (error) {
      this.failures.set(kind, (this.failures.get(kind) ?? 0) + 1);
      const label = `${kind}: ${error}`;
      this.errorKinds.set(label, (this.errorKinds.get(label) ?? 0) + 1);
    }
  }

  get requests(): number {
    let n = 0;
    for (const list of this.times.values()) n += list.length;
    return n;
  }

  get errors(): number {
    let n = 0;
    for (const count of this.failures.values()) n += count;
    return n;
  }

  /** Figures per kind in the order first seen, then one row for everything. */
  figures(seconds: number): KindFigures[] {
    const all: number[] = [];
    const rows = [...this.times].map(([kind, list]) => {
      all.push(...list);
      return summarise(kind, list, this.failures.get(kind) ?? 0, seconds);
    });
    rows.push(summarise('all requests', all, this.errors, seconds));
    return rows;
  }
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function summarise(kind: string, list: number[], errors: number, seconds: number): KindFigures {
  const sorted = Float64Array.from(list).sort();
  const values = Array.from(sorted);
  const round = (ms: number) => Math.round(ms);
  return {
    kind,
    requests: list.length,
    errors,
    perSecond: Math.round((list.length / seconds) * 10) / 10,
    p50: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    p99: round(percentile(values, 99)),
    max: round(values.at(-1) ?? 0),
  };
}
