import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/bcrypt';
import pLimit from 'p-limit';

/**
 * bcrypt, native and off the server's thread. A check costs about 60–140 ms
 * of CPU; on the event loop that stalled every other request (catalogue reads
 * included) for as long, and with a few dozen sign-ins at once for seconds.
 * `@node-rs/bcrypt` runs each hash on libuv's thread pool (4 threads). At
 * most one check per core runs at once (2 to 4): a burst of sign-ins queues
 * for bcrypt instead of crowding out the thread that serves HTTP and PGlite.
 * On 2 cores, 1 at a time left sign-ins queueing ~15 s in the load test and
 * 4 starved the server; 2 balanced them (`npm run load:backend`).
 */
const checks = pLimit(Math.min(4, Math.max(2, availableParallelism())));

export const passwordHasher = {
  hash: (password: string, cost: number): Promise<string> => checks(() => hash(password, cost)),
  compare: (password: string, encoded: string): Promise<boolean> => checks(() => verify(password, encoded)),
};

export type PasswordHasher = typeof passwordHasher;
