import { useSyncExternalStore } from 'react';
import type { SessionState } from '@giftshop/shared';
import { bus } from '../bus';
import { LOADING_SESSION } from './sessionState';

const subscribe = (onChange: () => void) => bus.watch('session:state', onChange);
const snapshot = (): SessionState => bus.current('session:state') ?? LOADING_SESSION;

/** The session as the bus carries it (the owner publishes, everyone reads the same). */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
