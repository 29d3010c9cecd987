import { expect } from '@playwright/test';
import { e2eTarget } from './target';

/**
 * Call a database function of the stack's backend with the anon key, as a
 * second opinion on what a page shows (the answer the shop itself gets).
 */
export async function backendRpc<T>(fn: string, args: Record<string, unknown> = {}): Promise<T> {
  const { backend } = e2eTarget();
  if (!backend) throw new Error('no backend for this run: run through the e2e stack (SHOP_PORT_OFFSET=…)');
  const response = await fetch(`${backend.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${backend.anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  expect(response.ok, `rpc ${fn} answered ${response.status}`).toBe(true);
  return (await response.json()) as T;
}
