import { expect } from '@playwright/test';
import { e2eTarget } from './target';

/**
 * Call a database function of the stack's backend with the anon key, as a
 * second opinion on what a page shows (the answer the shop itself gets).
 * A read stopped at the anon time limit (3 s of wall-clock time: HTTP 500,
 * code 57014) is asked again, up to twice, as the shop's own reads retry: on a
 * busy 2-core run that limit can pass while the query waits for the CPU.
 */
export async function backendRpc<T>(fn: string, args: Record<string, unknown> = {}): Promise<T> {
  const { backend } = e2eTarget();
  if (!backend) throw new Error('no backend for this run: run through the e2e stack (SHOP_PORT_OFFSET=…)');
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${backend.url}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${backend.anonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(args),
    });
    const body = await response.text();
    const stopped = response.status === 500 && /"code"\s*:\s*"57014"/.test(body);
    if (stopped && attempt < 3) continue;
    expect(response.ok, `rpc ${fn} answered ${response.status}: ${body.slice(0, 200)}`).toBe(true);
    return JSON.parse(body) as T;
  }
}
