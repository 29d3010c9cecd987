import { createRoot } from 'react-dom/client';
import { configureShop, getShopConfig } from '@giftshop/shared';
import { App } from './App';
import { ConfigFailure } from './pages/ConfigFailure';
import { preconnectToBackend } from './remotes/preconnect';
import { fetchRuntimeConfig } from './remotes/runtimeConfig';
import { setRemoteUrls } from './remotes/remoteRegistry';

const root = createRoot(document.getElementById('root')!);

async function start() {
  try {
    const runtime = await fetchRuntimeConfig();
    setRemoteUrls(runtime.remotes);
    if (runtime.config) configureShop(runtime.config);
    preconnectToBackend(getShopConfig().supabase.url);
    root.render(<App />);
  } catch (error) {
    console.error('[shell]', error);
    root.render(<ConfigFailure message={error instanceof Error ? error.message : String(error)} onRetry={start} />);
  }
}

void start();
