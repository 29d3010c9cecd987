import {
  BUS_CONTRACT_VERSION,
  remoteModuleIds,
  remoteNames,
  remoteServerModuleIds,
  routesModuleIds,
  type RemoteName,
} from '@giftshop/shared';
import { providedSharedVersion } from '../src/remotes/sharedVersion';

/**
 * What this shop expects of a remote it will load: the bus contract it
 * speaks, the shared package it provides, and the modules it loads from each
 * remote. Served at `/contract.json`, so a team can check a build against the
 * live shop before uploading it (`npm run check:deploy`).
 */
export interface ShopContract {
  bus: number;
  shared: string;
  /** Each remote's exposes the shop loads (`./Pages`, `./CartButton`, …). */
  remotes: Record<RemoteName, string[]>;
}

export function shopContract(): ShopContract {
  const exposes = (name: RemoteName) =>
    [...remoteModuleIds, ...routesModuleIds, ...remoteServerModuleIds]
      .filter((id) => id.startsWith(`${name}/`))
      .map((id) => `./${id.slice(name.length + 1)}`);
  return {
    bus: BUS_CONTRACT_VERSION,
    shared: providedSharedVersion,
    remotes: Object.fromEntries(remoteNames.map((name) => [name, exposes(name)])) as ShopContract['remotes'],
  };
}
