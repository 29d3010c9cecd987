import type { QueryClient } from '@tanstack/react-query';
import type { ShopBus, Unsubscribe } from '@giftshop/shared';

/**
 * One user's data never outlives their session on this page: when the
 * signed-in user changes (sign-out, or someone else signs in), the cache is emptied.
 */
export function forgetOnUserChange(bus: ShopBus, queryClient: QueryClient): Unsubscribe {
  let lastUser: string | null | undefined;
  return bus.watch('session:state', (state) => {
    if (state.status === 'loading') return;
    const user = state.user?.id ?? null;
    if (lastUser !== undefined && user !== lastUser) queryClient.clear();
    lastUser = user;
  });
}
