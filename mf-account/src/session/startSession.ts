import { getShopConfig } from '@giftshop/shared';
import { supabaseAuthSource } from '../api/auth';
import { bus } from '../bus';
import { SIGNED_OUT } from './sessionState';
import { createSessionOwner, type SessionOwner } from './sessionOwner';

let owner: SessionOwner | null = null;

/**
 * Start the page's one session owner (idempotent). Called when the account
 * remote's modules load (`early`), and again when its components mount: the
 * dev harness configures the backend only after importing, so an early call
 * without a backend waits for the mount-time call. With no backend at all,
 * the shopper is signed out (and the console says why).
 */
export function ensureSessionOwner({ early = false }: { early?: boolean } = {}): void {
  if (owner) return;
  const { supabase } = getShopConfig();
  if (!supabase.url || !supabase.anonKey) {
    if (early) return;
    console.error('[account] no backend is configured, so nobody can sign in (remotes.json has no config.supabase).');
    if ((bus.current('session:state')?.status ?? 'loading') === 'loading') bus.publish('session:state', SIGNED_OUT);
    return;
  }
  owner = createSessionOwner(bus, supabaseAuthSource);
}
