import type { ReactNode } from 'react';
import { RemoteQueryProvider } from '@giftshop/shared';

/**
 * The product remote's part of a page, around whichever of its page entries renders it: its query client (the
 * request's on the server; in the browser the page's, filled with what the server rendered, and one for every
 * entry, so a page opened from another finds its data) and its mark.
 */
export function ProductPart({ children }: { children: ReactNode }) {
  return (
    <RemoteQueryProvider remote="product">
      <div data-remote="product">{children}</div>
    </RemoteQueryProvider>
  );
}
