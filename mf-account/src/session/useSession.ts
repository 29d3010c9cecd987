import { useSyncExternalStore } from 'react';
import type { SessionState } from '@giftshop/shared/domain';
import { bus } from '../bus';
import { LOADING_SESSION } from './sessionState';

const subscribe = (onChange: () => void) => bus.watch('session:state', onChange);
const snapshot = (): SessionState => bus.current('session:state') ?? LOADING_SESSION;

/** What the server rendered: it never knows the shopper's session. */
const serverSnapshot = (): SessionState => LOADING_SESSION;

/**
 * The session as the bus carries it (the owner publishes, everyone reads the same). While a server-rendered
 * page hydrates, React reads the server's snapshot, so a session published before hydration reaches this
 * part renders after it, never as a mismatch.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
