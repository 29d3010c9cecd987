/**
 * The shell's server for a test: a real server on a free port, serving a minimal `index.html` from a folder of
 * its own, with the `remotes.json` the test gives (`remotes` at a closed port unless said otherwise). Test
 * support only: imported by `*.test.ts` files.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedSingletons } from '../../shared/vite/federation';
import type { ShopServer, ShopServerOptions } from './shopServer';

/** Remotes nobody answers for: the port is closed. */
export const closedRemote = 'http://127.0.0.1:9/remoteEntry.js';

/** Each `remotes.json` written is dated 2 s after the last, as an edit would be (the server reads it again then). */
let clock = Date.now() / 1000;
function writeDated(file: string, value: unknown) {
  writeFileSync(file, JSON.stringify(value));
  clock += 2;
  utimesSync(file, clock, clock);
}

export interface TestShopServer {
  shop: ShopServer;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** The folder holding its `index.html` and `remotes.json`. */
  dir: string;
  /** Writes `remotes.json` anew, dated later (the server reads it again for the next page). */
  writeRemotes(remotesFile: unknown): void;
  close(): Promise<void>;
}

export async function startTestShopServer(
  remotesFile: unknown = {
    remotes: { catalog: closedRemote, product: closedRemote, cart: closedRemote, account: closedRemote },
  },
  options: Partial<ShopServerOptions> = {},
): Promise<TestShopServer> {
  // What the server's build defines (vite.server.config.ts), before its code is loaded.
  Object.assign(globalThis, { __SHARED_SINGLETONS__: sharedSingletons() });
  const { startShopServer } = await import('./shopServer');
  const dir = mkdtempSync(join(tmpdir(), 'shell-test-server-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title><script type="module" src="/assets/index.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  const writeRemotes = (value: unknown) => writeDated(join(dir, 'remotes.json'), value);
  writeRemotes(remotesFile);
  const shop = await startShopServer({
    distDir: dir,
    port: 0,
    remotesFile: join(dir, 'remotes.json'),
    publicOrigin: 'https://shop.example',
    log: () => undefined,
    ...options,
  });
  return {
    shop,
    base: `http://127.0.0.1:${(shop.server.address() as AddressInfo).port}`,
    dir,
    writeRemotes,
    async close() {
      await shop.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * `remoteServerCode` as a test stands it in when the remotes' builds are a wall: each server module comes from
 * its source (`sources`, by id: `catalog/Routes`, `account/Prefetch`…, read lazily as `vi.mock` factories are
 * hoisted above the test's own constants), every build is "source", and a remote with no `Routes` source
 * declares no routes. For `vi.mock('./remoteServerCode', (original) => serverCodeFromSources(original, () => sources))`.
 */
export async function serverCodeFromSources(
  original: <T>() => Promise<T>,
  sources: () => Record<string, () => Promise<{ default: unknown }>>,
) {
  const actual = await original<typeof import('./remoteServerCode')>();
  const { declaredRoutes, parseRemoteRoutes } = await import('../src/routes/composeRoutes');
  const module = async (id: string) => {
    const source = sources()[id];
    if (!source) throw new Error(`No source for ${id}`);
    return source();
  };
  return {
    ...actual,
    currentBuild: async (name: string, entry: string) => ({
      name,
      version: 'source',
      serverEntry: entry,
      browserEntry: entry,
    }),
    loadServerRoutes: async (build: { name: string }) =>
      sources()[`${build.name}/Routes`]
        ? parseRemoteRoutes(build.name as never, declaredRoutes(await module(`${build.name}/Routes`)))
        : [],
    loadServerModule: async (_build: unknown, id: string) => (await module(id)).default,
  };
}
