import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import {
  adoptServerShopConfig,
  configureShop,
  getShopConfig,
  loadShopChecks,
  readPageHandover,
  type PageHandover,
  type RemoteName,
  type RemoteRoutes,
} from '@giftshop/shared';
import { App } from './App';
import { ConfigFailure } from './pages/ConfigFailure';
import { preconnectToBackend } from './remotes/preconnect';
import { loadRemoteModule, loadRemoteRoutes, retryRemote, setRemoteUrls } from './remotes/remoteRegistry';
import { BrowserShopRoutes, composeShopRoutes } from './routes/ShopRoutes';
import { beginHydration } from './remotes/slotRendering';

const container = document.getElementById('root')!;
/** The shop, with the routes its remotes declared (a remote missing from `declared` is asked in the browser). */
const shop = (remotes: Partial<Record<RemoteName, string>>, declared: Partial<Record<RemoteName, RemoteRoutes>>) => (
  <BrowserShopRoutes
    remotes={Object.keys(remotes) as RemoteName[]}
    declared={declared}
    loadRoutes={loadRemoteRoutes}
    prepareRetry={retryRemote}
  >
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </BrowserShopRoutes>
);

/** Each remote's routes, asked of the remote itself (a page without server HTML); one that fails is left out. */
async function readRoutes(remotes: Partial<Record<RemoteName, string>>) {
  const names = Object.keys(remotes) as RemoteName[];
  const read = await Promise.all(
    names.map((name) =>
      loadRemoteRoutes(name).then(
        (r) => [[name, r]] as const,
        () => [],
      ),
    ),
  );
  return Object.fromEntries(read.flat()) as Partial<Record<RemoteName, RemoteRoutes>>;
}

/**
 * A page the shell's server rendered: load the remote builds it was rendered
 * with (pinned in the handover) for the slots it rendered, then hydrate.
 */
async function hydrate(handover: PageHandover) {
  // The shop's config first, then its remotes: each start-up step is handed what it needs, in order. The
  // server checked this config with the full rules before it rendered the page, so the browser does not load
  // the checks (zod) before the page responds; what a server cannot have written is still refused here.
  try {
    adoptServerShopConfig(handover.config ?? {});
  } catch (error) {
    createRoot(container).render(<ConfigFailure message={String(error)} onRetry={() => location.reload()} />);
    return;
  }
  setRemoteUrls(handover.remotes, composeShopRoutes(handover.routes));
  preconnectToBackend(getShopConfig().supabase.url);
  // A module that fails to load here leaves its slot to the browser: it shows its own failure with Retry.
  const loaded = await Promise.all(
    handover.rendered.map((id) =>
      loadRemoteModule(id).then(
        () => [id],
        () => [],
      ),
    ),
  );
  beginHydration(loaded.flat());
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page, and a tap meanwhile hydrates its own part first.
  startTransition(() => {
    hydrateRoot(container, shop(handover.remotes, handover.routes), {
      onRecoverableError(error, info) {
        console.warn('[shell] a part of the page was rendered again in the browser:', error, info.componentStack ?? '');
      },
    });
  });
}

/** A page without server HTML (the dev server, or a static copy of the shell): render it all here. */
async function render() {
  const root = createRoot(container);
  const start = async () => {
    try {
      // No server checked this config: load the checks (zod) and the reader of `remotes.json` first.
      const [{ fetchRuntimeConfig }] = await Promise.all([import('./remotes/runtimeConfig'), loadShopChecks()]);
      const runtime = await fetchRuntimeConfig();
      configureShop(runtime.config ?? {});
      setRemoteUrls(runtime.remotes, []);
      preconnectToBackend(getShopConfig().supabase.url);
      const declared = await readRoutes(runtime.remotes);
      setRemoteUrls(runtime.remotes, composeShopRoutes(declared));
      root.render(shop(runtime.remotes, declared));
    } catch (error) {
      console.error('[shell]', error);
      root.render(<ConfigFailure message={error instanceof Error ? error.message : String(error)} onRetry={start} />);
    }
  };
  await start();
}

const handover = readPageHandover();
void (handover ? hydrate(handover) : render());
