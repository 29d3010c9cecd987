// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureShop, getSupabase } from '@giftshop/shared';
import { startTestBackend, type TestBackend } from '@giftshop/shared/testing';
import { describeEmailChangeError } from '../profile/emailChangeErrors';
import { signUp } from './auth';
import { emailChangeReturnUrl, fetchPendingEmail, requestEmailChange } from './emailChange';

/**
 * Changing the e-mail address through the account's data module, with the
 * real supabase-js client against the real embedded backend (the link and
 * its landing: backend/test/auth-email-change.test.ts and e2e/account-email-change.spec.ts; too many
 * requests: emailChangeLimit.backend.test.ts).
 */

const site = 'http://localhost:5173/';
const address = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
let backend: TestBackend;

async function signedIn(tag: string): Promise<string> {
  const email = address(tag);
  const outcome = await signUp({ firstName: 'Ada', lastName: 'L', email, password: 'Quiet-Lantern-8317' }, site);
  expect(outcome.ok ? 'signed up' : outcome.error).toBe('signed up');
  return email;
}

afterAll(async () => {
  await (await getSupabase()).auth.signOut({ scope: 'local' });
  await backend?.stop();
});

describe('asking for a new e-mail address', () => {
  beforeAll(async () => {
    backend = await startTestBackend({ emailConfirm: false });
    configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } });
  });

  it('the link leads back to My Profile', () => {
    expect(emailChangeReturnUrl(site)).toBe('http://localhost:5173/profile?link=email_change');
  });

  it('sends a link to the new address; the account keeps its address until it is opened', async () => {
    const email = await signedIn('keep');
    expect(await fetchPendingEmail()).toBeNull();
    const next = address('next');
    expect(await requestEmailChange(` ${next} `, site)).toEqual({ status: 'sent', newEmail: next });
    expect(await fetchPendingEmail()).toBe(next);
    expect((await (await getSupabase()).auth.getUser()).data.user?.email).toBe(email);
  });

  it('starts no change for the address the account has, in any case', async () => {
    const email = await signedIn('same');
    expect(await requestEmailChange(email.toUpperCase(), site)).toEqual({ status: 'unchanged' });
    expect(await fetchPendingEmail()).toBeNull();
  });

  it('refuses malformed and very long addresses with a message for the field', async () => {
    await signedIn('hostile');
    for (const bad of ['not-an-email', '<script>@x', `${'a'.repeat(300)}@example.com`, 'a@b']) {
      const outcome = await requestEmailChange(bad, site);
      expect(outcome.status, bad).toBe('failed');
      if (outcome.status !== 'failed') continue;
      expect(describeEmailChangeError(outcome.error), bad).toEqual({
        field: 'email',
        message: 'Enter a valid e-mail address, like name@example.com.',
      });
    }
    expect(await fetchPendingEmail()).toBeNull();
  });
});
