/**
 * A remote's stand-alone harness: `npm run dev -w mf-…` serves a page that
 * mounts the remote's own page entry and fragments with the real bus, real
 * config and a history-based navigation, so a team can work without the shell.
 * Dev only: never exposed, never federated.
 */
import { Global } from '@emotion/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  color,
  configureShop,
  loadShopChecks,
  connectBus,
  NavigationProvider,
  PageContainer,
  ShopLink,
  type ShopNavigation,
  type ToastMessage,
} from '../src/index';

export interface HarnessRoute {
  path: string;
  render: (params: Record<string, string>) => ReactNode;
}

/** Match `/category/:slug` style patterns; params are URL-decoded (malformed escapes stay raw). */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern.replace(/:([\w-]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${source}/?$`).exec(pathname);
  if (!match) return null;
  return Object.fromEntries(
    names.map((name, i) => {
      const raw = match[i + 1] ?? '';
      try {
        return [name, decodeURIComponent(raw)];
      } catch {
        return [name, raw];
      }
    }),
  );
}

function useHistoryNavigation(): ShopNavigation {
  const [location, setLocation] = useState(() => ({
    pathname: window.location.pathname,
    search: window.location.search,
  }));
  useEffect(() => {
    const sync = () => setLocation({ pathname: window.location.pathname, search: window.location.search });
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);
  return useMemo(
    () => ({
      ...location,
      navigate(to, options) {
        if (options?.replace) window.history.replaceState(null, '', to);
        else window.history.pushState(null, '', to);
        setLocation({ pathname: window.location.pathname, search: window.location.search });
      },
    }),
    [location],
  );
}

function HarnessToasts() {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  useEffect(
    () =>
      connectBus('harness', __BUS_CONTRACT_VERSION__).handle('toast:show', (t) =>
        setToasts((l) => [...l, t].slice(-3)),
      ),
    [],
  );
  return (
    <ol
      aria-label="Notifications"
      style={{ position: 'fixed', right: 16, bottom: 16, listStyle: 'none', margin: 0, padding: 0 }}
    >
      {toasts.map((t, i) => (
        <li
          key={i}
          role="status"
          style={{ background: '#fff', border: `1px solid ${color.line}`, padding: 12, marginTop: 8, borderRadius: 8 }}
        >
          <strong>{t.title}</strong> {t.description}
        </li>
      ))}
    </ol>
  );
}

function Harness({ name, routes, header }: { name: string; routes: HarnessRoute[]; header?: ReactNode }) {
  const navigation = useHistoryNavigation();
  let page: ReactNode = (
    <p>
      No route of the {name} remote matches {navigation.pathname}.
    </p>
  );
  for (const route of routes) {
    const params = matchPattern(route.path, navigation.pathname);
    if (params) {
      page = route.render(params);
      break;
    }
  }
  return (
    <NavigationProvider value={navigation}>
      <Global
        styles={{ body: { margin: 0, fontFamily: 'system-ui, sans-serif', background: color.page, color: color.ink } }}
      />
      <PageContainer as="header" style={{ display: 'flex', gap: 16, alignItems: 'center', paddingBottom: 0 }}>
        <strong>{name} harness</strong>
        {routes
          .filter((r) => !r.path.includes(':'))
          .map((r) => (
            <ShopLink key={r.path} to={r.path}>
              {r.path}
            </ShopLink>
          ))}
        <span style={{ marginLeft: 'auto' }}>{header}</span>
      </PageContainer>
      {page}
      <HarnessToasts />
    </NavigationProvider>
  );
}

export async function mountHarness(options: { name: string; routes: HarnessRoute[]; header?: ReactNode }) {
  try {
    const response = await fetch('/remotes.json');
    const runtime = (await response.json()) as { config?: unknown };
    await loadShopChecks();
    if (runtime.config) configureShop(runtime.config);
  } catch (error) {
    console.error('[harness] no run-time config; the backend may not be running.', error);
  }
  createRoot(document.getElementById('root')!).render(<Harness {...options} />);
}
