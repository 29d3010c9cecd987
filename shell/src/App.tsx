import { Global } from '@emotion/react';
import { Suspense, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { NavigationProvider, type ShopNavigation } from '@giftshop/shared';
import { globalStyles } from './layout/globalStyles';
import { ShopFrame } from './layout/ShopFrame';
import { PageSkeleton } from './layout/PageSkeleton';
import { RemoteSlot } from './remotes/RemoteSlot';
import type { ShopRoute } from './routes/composeRoutes';
import { canonicalAddress } from './routes/shopAddress';
import { useShopRoutes } from './routes/ShopRoutes';
import { ServerRenderedLocation } from './routes/serverRenderedLocation';
import { useRouteTitle } from './routes/useRouteTitle';
import { RoutesNotRead } from './routes/RoutesNotRead';
import { shellPages } from './pages/shellPages';
import { NotFoundPage } from './pages/NotFoundPage';
import { endHydration, frameHydrated, isHydrating } from './remotes/slotRendering';

/** Adapts the shell's router into the shared navigation context that remotes use. */
export function NavigationBridge({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  // Once the shopper leaves the page the server rendered, slots no longer mirror the server's HTML.
  const firstLocation = useRef(location.key);
  const [serverRendered] = useState(() => (typeof document === 'undefined' || isHydrating() ? location.key : null));
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
  return (
    <ServerRenderedLocation.Provider value={serverRendered}>
      <NavigationProvider value={value}>{children}</NavigationProvider>
    </ServerRenderedLocation.Provider>
  );
}

function RemotePage({ route }: { route: ShopRoute }) {
  const params = useParams();
  const { routes } = useShopRoutes();
  const location = useLocation();
  const serverRendered = useContext(ServerRenderedLocation);
  // Every page has its own title: the route's, until the remote sets a more precise one; the server's, on hydration.
  useRouteTitle(route.title);
  // A new page starts a fresh slot, so one page's failure never sticks to the next.
  const key = `${route.module}:${route.page}:${route.path}`;
  const skeleton = <PageSkeleton />;
  // The page's own address, as the shell's server redirects to it (`/category/FOR-HER` → `/category/for-her`).
  const canonical = location.key === serverRendered ? null : canonicalAddress(location.pathname, routes);
  if (canonical) return <Navigate replace to={{ pathname: canonical, search: location.search, hash: location.hash }} />;
  // The route's remote page entry renders the page its route declares (the remote's own list of pages).
  return <RemoteSlot key={key} id={route.module} props={{ page: route.page, params }} skeleton={skeleton} />;
}

/** A path none of the known routes matches: not found, unless a remote whose routes are not read yet may have it. */
function NoRoute() {
  const { routes, pending, failed } = useShopRoutes();
  const location = useLocation();
  // An address shoppers guess (`/search`): the page it names, as the shell's server redirects to it.
  const guessed = canonicalAddress(location.pathname, routes);
  if (guessed) return <Navigate replace to={{ pathname: guessed, search: location.search, hash: location.hash }} />;
  return pending.length || failed.length ? <RoutesNotRead /> : <NotFoundPage />;
}

/** The shop: frame and routes. The router comes from outside: `BrowserRouter` in the browser, `StaticRouter` on the server. */
export function App() {
  const { routes } = useShopRoutes();
  return (
    <>
      <Global styles={globalStyles} />
      <NavigationBridge>
        <ShopFrame>
          <Routes>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={<RemotePage route={route} />} />
            ))}
            {/* The shell's own pages, each its code's chunk loaded with its route (the server renders it whole). */}
            {shellPages.map(({ path, Page }) => (
              <Route
                key={path}
                path={path}
                element={
                  <Suspense fallback={<PageSkeleton />}>
                    <Page />
                  </Suspense>
                }
              />
            ))}
            <Route path="*" element={<NoRoute />} />
          </Routes>
        </ShopFrame>
      </NavigationBridge>
    </>
  );
}
