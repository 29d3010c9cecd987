import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { BUILD_VERSION } from '../../scripts/lib/remoteBuild';
import { repoRoot } from '../../scripts/lib/stack';
import { withRemoteBuildLock } from './buildLock';

const run = promisify(execFile);

/**
 * Builds a flow's changed copy of a remote as a new versioned build (`scripts/buildRemoteAt.ts`), in a
 * process of its own and while no other worker builds one. Returns the build's version.
 */
export async function buildRemoteCopy(root: string, options: { config?: string; into?: string } = {}): Promise<string> {
  const args = [
    resolve(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
    resolve(repoRoot, 'scripts/buildRemoteAt.ts'),
    root,
  ];
  if (options.config) args.push('--config', options.config);
  if (options.into) args.push('--into', options.into);
  const { stdout } = await withRemoteBuildLock(() =>
    run(process.execPath, args, { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024, timeout: 170_000 }),
  );
  const version = stdout.trim().split('\n').at(-1) ?? '';
  if (!BUILD_VERSION.test(version)) throw new Error(`The build of ${root} printed no version:\n${stdout}`);
  return version;
}
