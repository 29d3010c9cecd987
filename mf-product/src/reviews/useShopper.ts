import { useCallback, useSyncExternalStore } from 'react';
import type { SessionState } from '@giftshop/shared/domain';
import { bus } from '../bus';

/** The session owner's state on the bus; undefined on the server (it knows no session) and until it is published. */
export function useSessionState(): SessionState | undefined {
  const subscribe = useCallback((onChange: () => void) => bus.watch('session:state', onChange), []);
  const snapshot = useCallback(() => bus.current('session:state'), []);
  // the server knows no session: the page renders as for a visitor, then the browser learns who is here
  return useSyncExternalStore(subscribe, snapshot, () => undefined);
}

/** The signed-in shopper's id in a session state; null when signed out, undefined while unknown. */
export function shopperOf(session: SessionState | undefined): string | null | undefined {
  if (!session || session.status === 'loading') return undefined;
  return session.status === 'signed-in' ? (session.user?.id ?? null) : null;
}

/** The signed-in shopper's id from the session owner's state on the bus; null when signed out, undefined while unknown. */
export function useShopper(): string | null | undefined {
  return shopperOf(useSessionState());
}
