import { securityHeaders } from '../../shell/server/securityHeaders';
import { startShopStack, type ShopStack, type StackOptions } from '../../scripts/lib/stack';
import { e2eTarget } from './target';

/**
 * A second, private stack for a test that stops or replaces servers, so the
 * shared stack of the run is never disturbed. Each caller takes its own slot.
 */
export async function startPrivateStack(slot: number, options: StackOptions = {}): Promise<ShopStack> {
  const offset = e2eTarget().offset + 20 + slot * 10;
  return startShopStack({
    offset,
    headers: securityHeaders,
    backend: { reset: true, dataDir: `.data/e2e-${offset}/backend`, rateLimit: 10_000, writeLimit: 1_000_000 },
    ...options,
  });
}
