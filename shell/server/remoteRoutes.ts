/**
 * The routes of the remotes `remotes.json` names, as each remote's current server build declares them
 * (its `./Routes`): a release that adds a page serves it within {@link REMOTE_BUILD_CHECK_MS}, with no
 * shell build or restart. A remote whose routes cannot be read keeps the routes it last declared.
 */
import type { RemoteName, RemoteRoutes } from '@giftshop/shared';
import { currentBuild, loadServerRoutes, type RemoteBuild } from './remoteServerCode';
import { withinTime } from './boundedFetch';
import { composeRoutes, type ShopRoute } from '../src/routes/composeRoutes';

export interface DeclaredRoutes {
  /** Each remote's declared routes (what the page hands the browser). */
  declared: Partial<Record<RemoteName, RemoteRoutes>>;
  /** Composed: a path claimed twice is refused (logged) and stays its first claimant's. */
  routes: ShopRoute[];
  /** Remotes whose routes are not known (never read): a path no route matches may be theirs. */
  missing: RemoteName[];
  /** Each remote's current build, where its manifest could be read. */
  builds: Partial<Record<RemoteName, RemoteBuild>>;
}

const lastKnown = new Map<string, RemoteRoutes>();

export async function readDeclaredRoutes(
  remotes: Partial<Record<RemoteName, string>>,
  timeoutMs: number,
  log: (fields: Record<string, unknown>) => void,
): Promise<DeclaredRoutes> {
  const result: DeclaredRoutes = { declared: {}, routes: [], missing: [], builds: {} };
  await Promise.all(
    (Object.entries(remotes) as [RemoteName, string][]).map(async ([name, entry]) => {
      const key = `${name} ${entry}`;
      try {
        const build = await withinTime(currentBuild(name, entry), timeoutMs, `Reading the ${name} build`);
        result.builds[name] = build;
        const routes = await loadServerRoutes(build, timeoutMs);
        lastKnown.set(key, routes);
        result.declared[name] = routes;
      } catch (error) {
        const known = lastKnown.get(key);
        log({
          level: 'warn',
          msg: 'remote routes not read',
          remote: name,
          lastKnown: Boolean(known),
          error: String(error),
        });
        if (known) result.declared[name] = known;
        else result.missing.push(name);
      }
    }),
  );
  result.routes = composeRoutes(result.declared, (error) => log({ level: 'error', msg: error.message }));
  return result;
}
