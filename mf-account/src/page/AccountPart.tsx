import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createShopQueryClient } from '@giftshop/shared';
import { bus } from '../bus';
import { ensureSessionOwner } from '../session/startSession';
import { forgetOnUserChange } from '../session/forgetOnUserChange';

ensureSessionOwner({ early: true });

/** The account remote's one query client, for every one of its page entries (emptied when the shopper changes). */
const queryClient = createShopQueryClient();
forgetOnUserChange(bus, queryClient);

/**
 * The account's part of a page, around whichever of its page entries renders it: the session's owner (started
 * once the page responds), the remote's query client and its mark.
 */
export function AccountPart({ children }: { children: ReactNode }) {
  useEffect(() => ensureSessionOwner(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <div data-remote="account">{children}</div>
    </QueryClientProvider>
  );
}
