// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureShop, getSupabase } from '@giftshop/shared';
import { startTestBackend, type TestBackend } from '@giftshop/shared/testing';
import { describeEmailChangeError, TOO_MANY } from '../profile/emailChangeErrors';
import { signUp } from './auth';
import { fetchPendingEmail, requestEmailChange } from './emailChange';

/**
 * A change of address asked too often, with the real supabase-js client
 * against a real embedded backend that allows one request per minute and
 * bucket (its own file: the page has one Supabase client, bound to one backend).
 */

const site = 'http://localhost:5173/';
const address = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
let limited: TestBackend;

beforeAll(async () => {
  limited = await startTestBackend({ emailConfirm: false, ...({ rateLimit: 1 } as object) });
  configureShop({ supabase: { url: limited.url, anonKey: limited.anonKey } });
});

afterAll(async () => {
  await (await getSupabase()).auth.signOut({ scope: 'local' });
  await limited?.stop();
});

describe('when the service is asked too often', () => {
  it('says to wait a minute, and changes nothing', async () => {
    const email = address('busy');
    expect((await signUp({ firstName: 'B', lastName: 'Z', email, password: 'Quiet-Lantern-8317' }, site)).ok).toBe(
      true,
    );
    const first = address('first');
    expect(await requestEmailChange(first, site)).toEqual({ status: 'sent', newEmail: first });
    const again = await requestEmailChange(address('again'), site);
    expect(again.status).toBe('failed');
    if (again.status === 'failed')
      expect(describeEmailChangeError(again.error)).toEqual({ field: 'form', message: TOO_MANY });
    expect(await fetchPendingEmail()).toBe(first);
  });
});
