import {
  configProblems,
  remoteNames,
  type PageModuleId,
  type RemoteName,
  type RemoteRoutes,
  type RemoteRoutesModule,
  type RouteDeclaration,
} from '@giftshop/shared';
import { shellPages } from '../pages/shellPages';

/**
 * A remote's declared route, as the shop serves it: which remote, and the expose that renders its page (the
 * one the route names, else the remote's `./Pages`).
 */
export type ShopRoute = RouteDeclaration & { remote: RemoteName; module: PageModuleId };

/**
 * The routes a remote's `./Routes` module gives, unchecked: its `routes` export (each route may name the
 * expose that renders it) when it has one, else its default (what a shell built before page exposes reads).
 */
export function declaredRoutes(module: { [Export in keyof RemoteRoutesModule]?: unknown } | null | undefined): unknown {
  return module?.routes ?? module?.default;
}

/**
 * A remote's `./Routes` export, checked: what the shell composes comes from another team's build. The check
 * (zod) loads with its first use (`remoteRoutesSchema.ts`): on a server-rendered page the server checked the
 * routes it hands over, so the browser asks only a remote the server could not (issue 31).
 */
export async function parseRemoteRoutes(remote: RemoteName, value: unknown): Promise<RemoteRoutes> {
  const { routesSchema } = await import('./remoteRoutesSchema');
  const parsed = routesSchema.safeParse(value);
  if (!parsed.success)
    throw new Error(`The "${remote}" remote's routes are malformed: ${configProblems(parsed.error)}`);
  return parsed.data;
}

/** Two paths that match the same addresses (`/product/:sku` and `/product/:code`) are one path. */
const pathKey = (path: string) => path.replace(/:\w+/g, ':').replace(/\/+$/, '') || '/';

export class RouteConflictError extends Error {}

/**
 * The shop's routes: every route each remote declares, in the order of `remoteNames`. A path claimed twice
 * (by two remotes, or by a remote and the shell) is refused with a message naming both: `onConflict` is
 * told and the first claimant keeps it; without `onConflict` the composition throws.
 */
export function composeRoutes(
  declared: Partial<Record<RemoteName, RemoteRoutes>>,
  onConflict?: (error: RouteConflictError) => void,
): ShopRoute[] {
  const owners = new Map<string, string>(shellPages.map((page) => [pathKey(page.path), 'the shell']));
  const routes: ShopRoute[] = [];
  for (const remote of remoteNames) {
    for (const route of declared[remote] ?? []) {
      const key = pathKey(route.path);
      const owner = owners.get(key);
      if (owner) {
        const error = new RouteConflictError(
          `The path ${route.path} is claimed by ${owner} and by the "${remote}" remote: ` +
            `the "${remote}" remote's route is refused (one path, one page).`,
        );
        if (!onConflict) throw error;
        onConflict(error);
        continue;
      }
      owners.set(key, `the "${remote}" remote`);
      routes.push({ ...route, remote, module: `${remote}/${route.expose ?? 'Pages'}` });
    }
  }
  return routes;
}
