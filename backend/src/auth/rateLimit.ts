import { isLoopback } from '../http/clientAddress';

export interface RateLimitOptions {
  /** Requests allowed per client address (see clientAddress) per window; 0 or undefined = unlimited. */
  max?: number;
  windowMs: number;
  /** Also limit loopback clients (off by default so tests and load tests from 127.0.0.1 pass). */
  includeLoopback: boolean;
}

/** Fixed-window counter per IP and bucket (e.g. `token`, `signup`). */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  constructor(private readonly options: RateLimitOptions) {}

  /** true when the request may proceed. */
  allow(bucket: string, ip: string, weight = 1): boolean {
    const { max, windowMs, includeLoopback } = this.options;
    if (!max) return true;
    if (!includeLoopback && isLoopback(ip)) return true;
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

  private prune(now: number): void {
    for (const [key, w] of this.windows) if (now - w.start >= this.options.windowMs) this.windows.delete(key);
  }
}
