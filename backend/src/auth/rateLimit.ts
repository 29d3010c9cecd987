/** Requests per client address per minute in each bucket when no limit is configured (GoTrue's sign-in default is 30). */
export const DEFAULT_RATE_LIMIT = 30;

export interface RateLimitOptions {
  /** Requests allowed per client address (see clientAddress) per window; 0 = unlimited (tests only). */
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counter per client address and bucket (`token`, `signup`,
 * `place_order`, …). Loopback clients count like any other: behind a
 * same-host proxy without --trust-proxy every shopper is loopback, and an
 * exemption would exempt them all.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  constructor(private readonly options: RateLimitOptions) {}

  /** true when the request may proceed. */
  allow(bucket: string, ip: string, weight = 1): boolean {
    const { max, windowMs } = this.options;
    if (!max) return true;
    const now = Date.now();
    const key = `${bucket}\u0000${ip}`;
    let w = this.windows.get(key);
    if (!w || now - w.start >= windowMs) {
      w = { start: now, count: 0 };
      this.windows.set(key, w);
      if (this.windows.size > 10_000) this.prune(now);
    }
    w.count += weight;
    return w.count <= max * (bucket === 'refresh' ? 10 : 1);
  }

  /** How long, in ms, until this client's window of `bucket` starts afresh (0 when it has none running). */
  retryAfterMs(bucket: string, ip: string): number {
    const w = this.windows.get(`${bucket}\u0000${ip}`);
    return w ? Math.max(0, w.start + this.options.windowMs - Date.now()) : 0;
  }

  private prune(now: number): void {
    for (const [key, w] of this.windows) if (now - w.start >= this.options.windowMs) this.windows.delete(key);
  }
}
