/**
 * Builds one remote from any folder, as a new versioned build (what `npm run build -- mf-cart` does for the
 * workspace's own remotes), and prints its version on the last line:
 *   tsx scripts/buildRemoteAt.ts <remote folder> [--config <vite config>] [--into <builds folder>]
 * The e2e flows build their changed copies of a remote with it, each in a process of its own, as a real
 * deploy does: the build's work never holds up the test process, whose stack servers answer the browser.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildRemote } from './lib/remoteBuild';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { config: { type: 'string' }, into: { type: 'string' } },
});
if (positionals.length !== 1) {
  console.error(
    'Usage: tsx scripts/buildRemoteAt.ts <remote folder> [--config <vite config>] [--into <builds folder>]',
  );
  process.exit(2);
}
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
const version = await buildRemote(resolve(positionals[0]!), {
  configFile: values.config && resolve(values.config),
  buildsDir: values.into && resolve(values.into),
  logLevel: 'error',
});
console.log(version);
