import type { ComponentType } from 'react';
import { ErrorState, PageContainer } from '@giftshop/shared';
import { lazyFramePart } from '../layout/HydrateAfterResponds';

/** Where the newsletter's unsubscribe links lead (the e-mails' `List-Unsubscribe` too). */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
/**
 * Where the header's cart leads without JavaScript: the cart lives in the browser's storage, so there is nothing to
 * show; Contact Us says so and offers to take the order (`?about=cart`, read by the contact page).
 */
export const CART_TOPIC = 'cart';
export const CART_WITHOUT_SCRIPTS_PATH = `/contact?about=${CART_TOPIC}`;

export interface ShellPage {
  path: string;
  title: string;
  /**
   * The page's module as the shell's browser build names it in its manifest: on the page's own route the
   * server preloads its chunk from the head (`pagePreloads`, `shell/server/htmlDocument.ts`); no other page does.
   */
  source: string;
  /** The page itself: its code is a chunk of its own, loaded with its route (issue 31). */
  Page: ComponentType;
}

/** A shell page whose code cannot load says so where the page would be (the frame around it still works). */
const notLoaded = (title: string) =>
  function PageNotLoaded() {
    return (
      <PageContainer>
        <ErrorState
          title={`We couldn't load the ${title} page`}
          message="The rest of the shop still works. Check your connection and reload the page."
          onRetry={() => location.reload()}
          retryLabel="Reload"
        />
      </PageContainer>
    );
  };

const shellPage = (path: string, title: string, source: string, load: () => Promise<ComponentType>): ShellPage => ({
  path,
  title,
  source,
  Page: lazyFramePart(`${title} page`, load, notLoaded(title)),
});

/** The shell's own pages: no remote may claim their paths. */
export const shellPages: readonly ShellPage[] = [
  shellPage('/contact', 'Contact Us', 'src/pages/ContactPage.tsx', () =>
    import('./ContactPage').then((m) => m.ContactPage),
  ),
  shellPage(UNSUBSCRIBE_PATH, 'Newsletter', 'src/pages/UnsubscribePage.tsx', () =>
    import('./UnsubscribePage').then((m) => m.UnsubscribePage),
  ),
];
