// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { leaveOutUnusedFederationParts, unusedFederationModules } from './leaveOutUnusedFederationParts';

const dist = fileURLToPath(new URL('../../node_modules/@module-federation/runtime-core/dist/', import.meta.url));
const stubs = fileURLToPath(new URL('./federationStandIns/', import.meta.url));

/** Every `.js` file of the installed runtime-core, by its path under dist/. */
function distFiles(dir = ''): string[] {
  return readdirSync(dist + dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? distFiles(`${dir}${entry.name}/`) : entry.name.endsWith('.js') ? [dir + entry.name] : [],
  );
}

/** The names the runtime's files import from `file`. */
function namesImportedFrom(file: string): Set<string> {
  const names = new Set<string>();
  for (const importer of distFiles()) {
    const code = readFileSync(dist + importer, 'utf8');
    for (const [, list, source] of code.matchAll(/^import \{([^}]*)\} from "([^"]+)";$/gm)) {
      if (new URL(source!, `file:///dist/${importer}`).pathname !== `/dist/${file}`) continue;
      for (const name of list!.split(',')) names.add(name.trim().split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

/** The shell's use of the runtime, bundled for the browser (with or without `plugins`). */
async function bundleRuntime(plugins: Plugin[]): Promise<string> {
  const entry = 'virtual:shop-runtime-use';
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    // As the shell's federation options set it (`disableSnapshot`).
    define: { FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true' },
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === entry ? `\0${entry}` : null),
        load: (id) =>
          id === `\0${entry}`
            ? `export { loadRemote, registerRemotes, init } from '@module-federation/runtime';`
            : null,
      },
      ...plugins,
    ],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: entry, preserveEntrySignatures: 'strict' },
    },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
  const [first] = Array.isArray(output) ? output : [output];
  return first!.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
}

describe('leaveOutUnusedFederationParts', () => {
  it('gives every name the installed runtime imports from the files it replaces', () => {
    for (const [file, { stub }] of Object.entries(unusedFederationModules)) {
      const imported = namesImportedFrom(file);
      expect(imported.size, file).toBeGreaterThan(0);
      const code = readFileSync(stubs + stub, 'utf8');
      for (const name of imported)
        expect(code, `${stub} exports ${name}`).toMatch(new RegExp(`^export (const|function|class) ${name}\\b`, 'm'));
    }
  });

  it('leaves the snapshot handler and the asset preloading out of the browser build', async () => {
    const whole = await bundleRuntime([]);
    expect(whole).toContain('beforeLoadRemoteSnapshot');
    expect(whole).toContain('preloadAssets');
    const trimmed = await bundleRuntime([leaveOutUnusedFederationParts()]);
    expect(trimmed).not.toContain('beforeLoadRemoteSnapshot');
    expect(trimmed).not.toContain('generateSnapshotFromManifest');
    expect(trimmed).toContain("The shop's federation runtime has no snapshots");
    expect(trimmed.length).toBeLessThan(whole.length - 8_000);
    // The version check is runtime-core's own, behind the stand-in that keeps its answers.
    expect(whole).not.toContain('answers.get(question)');
    expect(trimmed).toContain('answers.get(question)');
    expect(trimmed).toContain('[semver] Error processing range part');
  }, 60_000);

  it('keeps the whole runtime in the server build', () => {
    const plugin = leaveOutUnusedFederationParts();
    const resolve = (ssr: boolean) => {
      (plugin.configResolved as (config: unknown) => void)({ build: { ssr } });
      return (plugin.resolveId as (source: string, importer: string) => string | null)(
        '../plugins/snapshot/SnapshotHandler.js',
        `${dist}remote/index.js`,
      );
    };
    expect(resolve(false)).toBe(`${stubs}snapshotHandler.js`);
    expect(resolve(true)).toBeNull();
  });
});
