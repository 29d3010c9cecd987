import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { RemoteName, RemoteRoutes } from '@giftshop/shared';
import { composeRoutes, type ShopRoute } from './composeRoutes';

/** The shop's routes as composed from what each remote declares, and the remotes whose routes are not in yet. */
export interface ShopRoutes {
  routes: readonly ShopRoute[];
  /** Remotes whose routes are being read: a path none of the known routes matches may still be theirs. */
  pending: readonly RemoteName[];
  /** Remotes whose routes could not be read (their origin is down): shown with a Retry. */
  failed: readonly RemoteName[];
  retry: (remote: RemoteName) => void;
}

export const ShopRoutesContext = createContext<ShopRoutes>({ routes: [], pending: [], failed: [], retry: () => {} });
export const useShopRoutes = () => useContext(ShopRoutesContext);

/** Composed with any refusal (two remotes claiming one path) told in the console, not thrown. */
export const composeShopRoutes = (declared: Partial<Record<RemoteName, RemoteRoutes>>) =>
  composeRoutes(declared, (error) => console.error(`[shell] ${error.message}`));

/**
 * In the browser: the routes the server rendered with (the handover), then those of any remote it could not
 * read, asked of the remote itself (`loadRoutes`); a remote that does not answer gets a Retry.
 */
export function BrowserShopRoutes({
  remotes,
  declared: initial,
  loadRoutes,
  prepareRetry,
  children,
}: {
  remotes: readonly RemoteName[];
  declared: Partial<Record<RemoteName, RemoteRoutes>>;
  loadRoutes: (remote: RemoteName) => Promise<RemoteRoutes>;
  prepareRetry: (remote: RemoteName) => void;
  children: ReactNode;
}) {
  const [declared, setDeclared] = useState(initial);
  const [failed, setFailed] = useState<RemoteName[]>([]);
  const [attempt, setAttempt] = useState(0);
  const missing = remotes.filter((remote) => !declared[remote]);
  const missingKey = missing.join(',');
  useEffect(() => {
    let live = true;
    for (const remote of missingKey ? (missingKey.split(',') as RemoteName[]) : []) {
      loadRoutes(remote).then(
        (routes) => live && setDeclared((known) => ({ ...known, [remote]: routes })),
        (error: unknown) => {
          console.error(`[shell] could not read the routes of the "${remote}" remote:`, error);
          if (live) setFailed((known) => (known.includes(remote) ? known : [...known, remote]));
        },
      );
    }
    return () => {
      live = false;
    };
  }, [missingKey, loadRoutes, attempt]);
  const retry = useCallback(
    (remote: RemoteName) => {
      prepareRetry(remote);
      setFailed((known) => known.filter((name) => name !== remote));
      setAttempt((n) => n + 1);
    },
    [prepareRetry],
  );
  const value = useMemo<ShopRoutes>(
    () => ({
      routes: composeShopRoutes(declared),
      pending: missing.filter((remote) => !failed.includes(remote)),
      failed: missing.filter((remote) => failed.includes(remote)),
      retry,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `missing` is derived from declared and remotes
    [declared, failed, retry, missingKey],
  );
  return <ShopRoutesContext.Provider value={value}>{children}</ShopRoutesContext.Provider>;
}
