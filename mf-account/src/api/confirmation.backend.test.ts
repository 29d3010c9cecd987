// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureShop, getSupabase } from '@giftshop/shared';
import { startTestBackend, type TestBackend } from '@giftshop/shared/testing';
import { describeAuthError } from '../auth/authErrors';
import { signIn, signUp } from './auth';

/** Sign-up when the backend asks for e-mail confirmation first (as a hosted project usually does). */

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ emailConfirm: true });
  expect(configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } }).supabase.url).toBe(backend.url);
});

afterAll(async () => {
  await backend?.stop();
});

describe('with e-mail confirmation on', () => {
  it('creates the account without a session, and sign-in asks for the confirmation first', async () => {
    const email = `confirm-${Date.now()}@example.com`;
    const created = await signUp(
      { firstName: 'Ida', lastName: 'Wells', email, password: 'pressing-on' },
      'http://localhost:5177/',
    );
    expect(created).toEqual({ ok: true, session: null });
    expect((await (await getSupabase()).auth.getSession()).data.session).toBeNull();

    const attempt = await signIn(email, 'pressing-on');
    expect(attempt.ok).toBe(false);
    if (!attempt.ok) {
      expect(describeAuthError(attempt.error)).toMatchObject({
        field: 'form',
        message: 'Please confirm your e-mail address first: follow the link we sent you.',
      });
    }
  });
});
