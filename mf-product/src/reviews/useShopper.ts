import { useCallback, useSyncExternalStore } from 'react';
import { bus } from '../bus';

/** The signed-in shopper's id from the session owner's state on the bus; null when signed out, undefined while unknown. */
export function useShopper(): string | null | undefined {
  const subscribe = useCallback((onChange: () => void) => bus.watch('session:state', onChange), []);
  const snapshot = useCallback(() => bus.current('session:state'), []);
  // the server knows no session: the page renders as for a visitor, then the browser learns who is here
  const session = useSyncExternalStore(subscribe, snapshot, () => undefined);
  if (!session || session.status === 'loading') return undefined;
  return session.status === 'signed-in' ? (session.user?.id ?? null) : null;
}
