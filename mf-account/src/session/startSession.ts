import { afterPageResponds, getShopConfig } from '@giftshop/shared';
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
 *
 * On a server-rendered page the owner starts once the page responds: it loads
 * supabase-js and the shop's checks (its first `session:state`), which the
 * page's hydration does not need (issue 31: /auth, /profile and /orders
 * responded only after them). Until then the session reads `loading`, as the
 * server rendered it.
 */
export function ensureSessionOwner(options: { early?: boolean } = {}): void {
  if (!owner) afterPageResponds(() => startSessionOwner(options));
}

function startSessionOwner({ early = false }: { early?: boolean }): void {
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
