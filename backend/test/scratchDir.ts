import { accessSync, constants, statfsSync, statSync } from 'node:fs';

/** Room the scratch directory must have: each backend's copy is about 90 MB, and a few run at once. */
const ROOM_BYTES = 1024 ** 3;

/**
 * Where test files put their scratch directories (TMPDIR in the vitest configs): the machine's memory-backed
 * /dev/shm where it has one with room (a container's may hold only 64 MB), else the system's temporary directory
 * (undefined: TMPDIR left alone). Each backend a test file starts copies the template database (about 90 MB) into
 * a temporary data directory and removes it at the end: in memory that costs no disk writes (at load 13, 1.8 s per
 * backend instead of 2.9 s: scripts/bench/testBackendStart.ts).
 */
export function memoryTmpdir(): string | undefined {
  const dir = '/dev/shm';
  try {
    if (!statSync(dir).isDirectory()) return undefined;
    accessSync(dir, constants.W_OK);
    const { bavail, bsize } = statfsSync(dir);
    return bavail * bsize >= ROOM_BYTES ? dir : undefined;
  } catch {
    return undefined;
  }
}
