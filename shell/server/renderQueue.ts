/**
 * How many pages the shell's server renders at once. A render waits for its data (up to the page's 1 s limit,
 * `renderPage.tsx`) and then takes the CPU to turn it into HTML; started all at once under load, renders share
 * the CPU and the backend until they all miss their limits together. Here they take turns:
 * - at most `limit` renders run at a time; the others wait in line, and a render's time limits start only
 *   when its turn comes;
 * - a render a shopper is waiting for (no copy of the page to serve) goes before one made in the background
 *   (refreshing a stale copy, warming the cache), and background renders never take more than half the places
 *   (at least one), so a shopper's render always finds a place soon;
 * - a background render a shopper comes to wait for moves up to the shoppers' line.
 */
export type RenderLane = 'shopper' | 'background';

export interface QueuedRender<T> {
  done: Promise<T>;
  /** A shopper now waits for this render: it moves to the shoppers' line if it has not started. */
  promote(): void;
}

interface Waiting {
  lane: RenderLane;
  start(): void;
}

export class RenderQueue {
  private readonly running = { shopper: 0, background: 0 };
  private readonly waiting: Record<RenderLane, Waiting[]> = { shopper: [], background: [] };

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`At least one render at a time (was ${limit}).`);
  }

  /** Background renders running at once, at most. */
  get backgroundLimit(): number {
    return Math.max(1, Math.floor(this.limit / 2));
  }

  /** Renders running now, and waiting for their turn. */
  get counts(): { running: number; waiting: number } {
    return {
      running: this.running.shopper + this.running.background,
      waiting: this.waiting.shopper.length + this.waiting.background.length,
    };
  }

  /** Every place taken, or renders waiting for their turn: a new render would wait. */
  get busy(): boolean {
    const { running, waiting } = this.counts;
    return running >= this.limit || waiting > 0;
  }

  /** `work` hears the lane it runs in (a background render a shopper came to wait for runs as theirs). */
  run<T>(work: (lane: RenderLane) => Promise<T>, lane: RenderLane): QueuedRender<T> {
    let resolveDone!: (value: T) => void;
    let rejectDone!: (error: unknown) => void;
    const done = new Promise<T>((resolve, reject) => {
      resolveDone = resolve;
      rejectDone = reject;
    });
    const entry: Waiting = {
      lane,
      start: () => {
        const ranIn = entry.lane;
        this.running[ranIn] += 1;
        let result: Promise<T>;
        try {
          result = work(ranIn);
        } catch (error) {
          result = Promise.reject(error);
        }
        // the place is free (and the next render started) before those waiting for this one hear of it
        const free = () => {
          this.running[ranIn] -= 1;
          this.next();
        };
        result.then(
          (value) => {
            free();
            resolveDone(value);
          },
          (error: unknown) => {
            free();
            rejectDone(error);
          },
        );
      },
    };
    this.waiting[lane].push(entry);
    this.next();
    return {
      done,
      promote: () => {
        const at = this.waiting.background.indexOf(entry);
        if (at < 0) return;
        this.waiting.background.splice(at, 1);
        entry.lane = 'shopper';
        this.waiting.shopper.push(entry);
        this.next();
      },
    };
  }

  /** Starts what may start now: shoppers' renders first, background ones within their share. */
  private next(): void {
    while (this.running.shopper + this.running.background < this.limit) {
      const shopper = this.waiting.shopper.shift();
      if (shopper) {
        shopper.start();
        continue;
      }
      if (this.running.background >= this.backgroundLimit) return;
      const background = this.waiting.background.shift();
      if (!background) return;
      background.start();
    }
  }
}
