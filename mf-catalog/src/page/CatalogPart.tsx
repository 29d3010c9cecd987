import type { ReactNode } from 'react';
import { RemoteQueryProvider } from '@giftshop/shared';

/**
 * The catalogue's part of a page, around whichever of its page entries renders it: its query client (the
 * request's on the server; in the browser the page's, filled with what the server rendered, and one for the
 * home and the listings, so a page opened from another finds its data) and its mark.
 */
export function CatalogPart({ children }: { children: ReactNode }) {
  return (
    <RemoteQueryProvider remote="catalog">
      <div data-remote="catalog">{children}</div>
    </RemoteQueryProvider>
  );
}
