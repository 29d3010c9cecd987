import { satisfy } from '@module-federation/runtime';
import { version as providedSharedVersion } from '@giftshop/shared/package.json';

/**
 * `@giftshop/shared` is a singleton the shell provides and built remotes take
 * from it (`import: false`): a remote built against a newer `shared` that
 * uses a new export would get `undefined` at run time. Each remote's
 * manifest declares the range it was built for (`^` the version it was
 * built against); a remote this shell's `shared` does not satisfy is
 * refused before any of its code runs, in the browser and on the server.
 */
export { providedSharedVersion };

interface ManifestShare {
  name: string;
  version?: string;
  requiredVersion?: string;
}

/** Why a remote cannot run on this shell's `shared`, naming both versions; null when it can. */
export function sharedVersionMismatch(
  remote: string,
  shares: ManifestShare[] | undefined,
  provided: string = providedSharedVersion,
): string | null {
  const needed = shares?.find((share) => share.name === '@giftshop/shared');
  if (!needed?.requiredVersion || satisfy(provided, needed.requiredVersion)) return null;
  return (
    `The "${remote}" remote needs @giftshop/shared ${needed.requiredVersion}, but this shop provides ${provided}: ` +
    `it is not loaded. Deploy a shell with that shared version first, or rebuild the remote against ${provided}.`
  );
}

/** The first `shared` whose checks (zod and the bus's schemas) load on first use (`loadShopChecks`). */
export const checksOnDemandSince = '1.7.0';

/**
 * Whether the shop's checks must be loaded before a remote's code runs: a
 * remote built against a `shared` older than 1.7.0 reads the checks'
 * exports (`cartItemSchema`, ...) at once, which throw until they are
 * loaded. A remote whose manifest names no range is treated as old.
 */
export function needsChecksFirst(shares: ManifestShare[] | undefined): boolean {
  const needed = shares?.find((share) => share.name === '@giftshop/shared');
  const built = /(\d+)\.(\d+)\.(\d+)/.exec(needed?.requiredVersion ?? '');
  if (!built) return true;
  const [major, minor] = checksOnDemandSince.split('.').map(Number) as [number, number];
  return Number(built[1]) < major || (Number(built[1]) === major && Number(built[2]) < minor);
}
