// The password hashing thread (see passwordHasher.ts): bcrypt is about 100 ms
// of pure computation, which must not stall every other request on the
// server's event loop. Plain JavaScript, so it runs under tsx, vitest and node alike.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort.on('message', ({ id, op, password, hashOrCost }) => {
  try {
    const result = op === 'hash' ? bcrypt.hashSync(password, hashOrCost) : bcrypt.compareSync(password, hashOrCost);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
