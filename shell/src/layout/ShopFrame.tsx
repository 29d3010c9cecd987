import styled from '@emotion/styled';
import { type ReactNode } from 'react';
import { color, fontSize } from '@giftshop/shared';
import { PromoBanner } from '../banners/PromoBanner';
import { Header } from '../header/Header';
import { ScrollToTop } from './ScrollToTop';
import { FocusOnNavigation } from './FocusOnNavigation';
import { HydrateAfterResponds, lazyFramePart } from './HydrateAfterResponds';

/*
 * The footer and the toast host are their own chunks, loaded once the page responds: no page needs them to respond
 * (the footer is below the first screen, and a toast waits on the bus for its host), so the shell's HTML does not
 * preload them (`shared/vite/preloadEveryPageChunks.ts`). The server renders both in the page as before.
 */
const Footer = lazyFramePart('footer', () => import('../footer/Footer').then((m) => m.Footer));
const ToastHost = lazyFramePart('toast host', () => import('../toasts/ToastHost').then((m) => m.ToastHost));

// At least a screen tall (the small viewport: on phones, with the browser's bars shown): while a page loads (its
// skeleton is short), the footer stays below the first screen instead of rising into it and being pushed out
// again under the shopper's thumb. The price: a short page (Contact Us, not found) ends in blank space.
const Main = styled.main({ flex: 1, minHeight: '100svh' });
const Frame = styled.div({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });
/** With JavaScript off, the pages still read and link (they come from the server); this says what does not work. */
const ScriptsOffNote = styled.p({
  margin: 0,
  padding: '10px 16px',
  background: color.accentSoft,
  color: color.ink,
  textAlign: 'center',
  fontSize: fontSize.sm,
});

/** The page frame around every route: banner, header, content, footer, toasts; a new page starts at the top, its heading focused. */
export function ShopFrame({ children }: { children: ReactNode }) {
  return (
    <Frame>
      <a href="#main" className="skip-link" css={skipLink}>
        Skip to content
      </a>
      <noscript>
        <ScriptsOffNote role="note">
          Adding to the cart and checking out need JavaScript, which is off in this browser. You can still browse,
          search and read every product.
        </ScriptsOffNote>
      </noscript>
      <PromoBanner />
      <Header />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      {/* Below the first screen: hydrated after the page responds (docs/architecture.md, "Hydrate later"). */}
      <HydrateAfterResponds>
        <Footer />
      </HydrateAfterResponds>
      {/* Toasts sent before the host is in wait on the bus (a command is kept until its owner listens). */}
      <HydrateAfterResponds>
        <ToastHost />
      </HydrateAfterResponds>
      <ScrollToTop />
      <FocusOnNavigation mainId="main" />
    </Frame>
  );
}

const skipLink = {
  position: 'absolute' as const,
  left: 8,
  top: -48,
  zIndex: 100,
  padding: '8px 16px',
  background: '#2a211b',
  color: '#fff',
  borderRadius: 6,
  '&:focus': { top: 8 },
};
