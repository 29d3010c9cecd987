import { accessSync, constants, statSync } from 'node:fs';

/**
 * Where test files put their scratch directories (TMPDIR in the vitest configs): the machine's memory-backed
 * /dev/shm where it has one, else the system's temporary directory (undefined: TMPDIR left alone). Each backend a
 * test file starts copies the template database (about 90 MB) into a temporary data directory and removes it at
 * the end: in memory that costs no disk writes (copy ~150 ms and remove ~50 ms instead of ~300 ms and 0.3-2 s on
 * a busy disk).
 */
export function memoryTmpdir(): string | undefined {
  const dir = '/dev/shm';
  try {
    if (!statSync(dir).isDirectory()) return undefined;
    accessSync(dir, constants.W_OK);
    return dir;
  } catch {
    return undefined;
  }
}
