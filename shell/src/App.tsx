import { Global } from '@emotion/react';
import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { getShopConfig, NavigationProvider, type RemoteModuleId, type ShopNavigation } from '@giftshop/shared';
import { globalStyles } from './layout/globalStyles';
import { ShopFrame } from './layout/ShopFrame';
import { PageSkeleton } from './layout/PageSkeleton';
import { RemoteSlot } from './remotes/RemoteSlot';
import { remoteRoutes } from './routes/routeTable';
import { ContactPage } from './pages/ContactPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { endHydration, frameHydrated } from './remotes/slotRendering';

/** Adapts the shell's router into the shared navigation context that remotes use. */
function NavigationBridge({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  // Once the shopper leaves the page the server rendered, slots no longer mirror the server's HTML.
  const firstLocation = useRef(location.key);
  useEffect(() => frameHydrated(), []);
  useEffect(() => {
    if (location.key !== firstLocation.current) endHydration();
  }, [location.key]);
  const value = useMemo<ShopNavigation>(
    () => ({
      pathname: location.pathname,
      search: location.search,
      navigate: (to, options) => void navigate(to, { replace: options?.replace }),
    }),
    [location.pathname, location.search, navigate],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}

function RemotePage({ module, page, title }: { module: RemoteModuleId; page: string; title: string }) {
  const params = useParams();
  // Every page has its own title: the route's, until the remote sets a more precise one
  // (remotes set theirs in effects, which run after this layout effect).
  useLayoutEffect(() => {
    document.title = `${title} — ${getShopConfig().brandName}`;
  }, [title]);
  return (
    <RemoteSlot
      // A new page starts a fresh slot, so one page's failure never sticks to the next.
      key={`${module}:${page}`}
      id={module}
      props={{ page, params } as never}
      skeleton={<PageSkeleton />}
    />
  );
}

/** The shop: frame and routes. The router comes from outside: `BrowserRouter` in the browser, `StaticRouter` on the server. */
export function App() {
  return (
    <>
      <Global styles={globalStyles} />
      <NavigationBridge>
        <ShopFrame>
          <Routes>
            {remoteRoutes.map((route) => (
              <Route
                key={route.path}
                path={route.path}
                element={<RemotePage module={route.module} page={route.page} title={route.title} />}
              />
            ))}
            <Route path="/contact" element={<ContactPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </ShopFrame>
      </NavigationBridge>
    </>
  );
}
