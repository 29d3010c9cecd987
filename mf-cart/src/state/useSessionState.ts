import type { ShopBus } from '@giftshop/shared';
import type { SessionState } from '@giftshop/shared/domain';
import { useBusState } from './useBusState';

/** The session as the account remote last published it; undefined until it has. */
export function useSessionState(bus: ShopBus): SessionState | undefined {
  return useBusState(bus, 'session:state');
}
