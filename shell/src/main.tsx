import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureShop, getShopConfig, readPageHandover, type PageHandover } from '@giftshop/shared';
import { App } from './App';
import { ConfigFailure } from './pages/ConfigFailure';
import { preconnectToBackend } from './remotes/preconnect';
import { fetchRuntimeConfig } from './remotes/runtimeConfig';
import { loadRemoteModule, setRemoteUrls } from './remotes/remoteRegistry';
import { beginHydration } from './remotes/slotRendering';

const container = document.getElementById('root')!;
const shop = (
  <BrowserRouter>
    <App />
  </BrowserRouter>
);

/**
 * A page the shell's server rendered: load the remote builds it was rendered
 * with (pinned in the handover) for the slots it rendered, then hydrate.
 */
async function hydrate(handover: PageHandover) {
  // The shop's config first, then its remotes: each start-up step is handed what it needs, in order.
  try {
    configureShop(handover.config ?? {});
  } catch (error) {
    createRoot(container).render(<ConfigFailure message={String(error)} onRetry={() => location.reload()} />);
    return;
  }
  setRemoteUrls(handover.remotes);
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
    hydrateRoot(container, shop, {
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
      const runtime = await fetchRuntimeConfig();
      configureShop(runtime.config ?? {});
      setRemoteUrls(runtime.remotes);
      preconnectToBackend(getShopConfig().supabase.url);
      root.render(shop);
    } catch (error) {
      console.error('[shell]', error);
      root.render(<ConfigFailure message={error instanceof Error ? error.message : String(error)} onRetry={start} />);
    }
  };
  await start();
}

const handover = readPageHandover();
void (handover ? hydrate(handover) : render());
