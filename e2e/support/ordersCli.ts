import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { e2eTarget } from './target';

const repoRoot = resolve(import.meta.dirname, '../..');

/** `npm run orders -- <args>` against this run's stack, as the shop's staff run it (service key of its backend). */
export async function ordersCli(...args: string[]): Promise<string> {
  const { offset } = e2eTarget();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/orders.ts', ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, SHOP_PORT_OFFSET: String(offset), BACKEND_DATA_DIR: `.data/e2e-${offset}/backend` },
    },
  );
  return stdout;
}
