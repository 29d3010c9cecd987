import { Global } from '@emotion/react';
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { getShopConfig, NavigationProvider, type ShopNavigation } from '@giftshop/shared';
import { globalStyles } from './layout/globalStyles';
import { ShopFrame } from './layout/ShopFrame';
import { PageSkeleton } from './layout/PageSkeleton';
import { RemoteSlot } from './remotes/RemoteSlot';
import { remoteRoutes, type RemoteRoute } from './routes/routeTable';
import { canonicalAddress } from './routes/shopAddress';
import { ContactPage } from './pages/ContactPage';
import { UNSUBSCRIBE_PATH, UnsubscribePage } from './pages/UnsubscribePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { endHydration, frameHydrated, isHydrating } from './remotes/slotRendering';

/** The location the shell's server rendered (its answer stands: it already sent any redirect), if any. */
const ServerRenderedLocation = createContext<string | null>(null);

/** Adapts the shell's router into the shared navigation context that remotes use. */
function NavigationBridge({ children }: { children: ReactNode }) {
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

function RemotePage({ route }: { route: RemoteRoute }) {
  const params = useParams();
  const location = useLocation();
  const serverRendered = useContext(ServerRenderedLocation);
  const { title } = route;
  // Every page has its own title: the route's, until the remote sets a more precise one
  // (remotes set theirs in effects, which run after this layout effect).
  useLayoutEffect(() => {
    document.title = `${title} — ${getShopConfig().brandName}`;
  }, [title]);
  // A new page starts a fresh slot, so one page's failure never sticks to the next.
  const key = `${route.module}:${route.page}`;
  const skeleton = <PageSkeleton />;
  // The page's own address, as the shell's server redirects to it (`/category/FOR-HER` → `/category/for-her`).
  const canonical = location.key === serverRendered ? null : canonicalAddress(location.pathname);
  if (canonical) return <Navigate replace to={{ pathname: canonical, search: location.search, hash: location.hash }} />;
  // One case per remote: narrowed on its module, each page and its props are checked against what that
  // remote declares (a misspelled page is a type error, not the remote's default page at run time).
  switch (route.module) {
    case 'catalog/Pages':
      return <RemoteSlot key={key} id={route.module} props={{ page: route.page, params }} skeleton={skeleton} />;
    case 'product/Pages':
      return <RemoteSlot key={key} id={route.module} props={{ page: route.page, params }} skeleton={skeleton} />;
    case 'cart/Pages':
      return <RemoteSlot key={key} id={route.module} props={{ page: route.page, params }} skeleton={skeleton} />;
    case 'account/Pages':
      return <RemoteSlot key={key} id={route.module} props={{ page: route.page, params }} skeleton={skeleton} />;
  }
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
              <Route key={route.path} path={route.path} element={<RemotePage route={route} />} />
            ))}
            <Route path="/contact" element={<ContactPage />} />
            <Route path={UNSUBSCRIBE_PATH} element={<UnsubscribePage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </ShopFrame>
      </NavigationBridge>
    </>
  );
}
