/**
 * E-mail change as GoTrue does it (issue 14, part 3), through the real
 * supabase-js client: `updateUser({email})` only asks; as hosted Supabase's
 * secure e-mail change (`double_confirm_changes`, QA sweep 2 #4), a link goes
 * to the new address and one to the current address, and the address takes
 * effect when both are followed, in either order — with sign-up confirmation
 * on or off. The answer never tells whether another account uses the address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follow, loggedEvents, loggedLink, newLogFile, pkceClient } from './auth-links';
import { startTestBackend, uniqueEmail, type TestBackend } from './testBackend';

const SITE = 'http://127.0.0.1:5173';
const PASSWORD = 'gift-wrap-42';
let open: TestBackend;
let confirming: TestBackend;
const openLog = newLogFile();
const confirmingLog = newLogFile();

beforeAll(async () => {
  [open, confirming] = await Promise.all([
    startTestBackend({ emailConfirm: false, quiet: false, logFile: openLog, siteUrl: SITE }),
    startTestBackend({ emailConfirm: true, quiet: false, logFile: confirmingLog, siteUrl: SITE }),
  ]);
});
afterAll(async () => {
  await Promise.all([open?.destroy(), confirming?.destroy()]);
});

/** A signed-in shopper on `backend` (confirming the sign-up first when that backend asks for it). */
async function shopper(backend: TestBackend, log: string, tag = 'owner') {
  const email = uniqueEmail(tag);
  const shop = pkceClient(backend.url, backend.anonKey);
  const signUp = await shop.client.auth.signUp({ email, password: PASSWORD });
  expect(signUp.error).toBeNull();
  if (!signUp.data.session) {
    const code = (await follow(loggedLink(log, 'confirmation_email', email)!)).searchParams.get('code');
    expect((await shop.client.auth.exchangeCodeForSession(code!)).error).toBeNull();
  }
  return { email, ...shop };
}

const ONE_CONFIRMED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** The two links of a change from `email` to `next`. */
const changeLinks = (log: string, email: string, next: string) => ({
  toNew: loggedLink(log, 'email_change_email', next)!,
  toCurrent: loggedLink(log, 'email_change_current_email', email)!,
});

/** Following the first of the two links: GoTrue's message, in the query (PKCE) and the fragment; no code, nothing changed. */
async function expectOneConfirmed(link: string) {
  const landed = await follow(link);
  expect(landed.origin).toBe(SITE);
  expect(landed.searchParams.get('code')).toBeNull();
  expect(landed.searchParams.get('message')).toBe(ONE_CONFIRMED);
  expect(new URLSearchParams(landed.hash.slice(1)).get('message')).toBe(ONE_CONFIRMED);
}

const signInStatus = async (backend: TestBackend, email: string) =>
  (await backend.client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code ?? 'signed-in';

describe.each([
  ['off', () => open, openLog],
  ['on', () => confirming, confirmingLog],
] as const)('with sign-up confirmation %s', (_, backendOf, log) => {
  it('the new address is pending until its link is followed, then it replaces the old one', async () => {
    const backend = backendOf();
    const { email, client, verifier } = await shopper(backend, log);
    const next = uniqueEmail('new');
    const asked = await client.auth.updateUser({ email: next }, { emailRedirectTo: `${SITE}/profile` });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ email, new_email: next });
    expect(asked.data.user?.email_change_sent_at).toBeTruthy();
    // nothing changed yet: the old address still signs in, the new one does not
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    expect(await signInStatus(backend, email)).toBe('signed-in');
    expect(await signInStatus(backend, next)).toBe('invalid_credentials');

    const { toNew, toCurrent } = changeLinks(log, email, next);
    expect(toNew).toMatch(/\/auth\/v1\/verify\?token=pkce_.+&type=email_change&redirect_to=/);
    expect(toCurrent).toMatch(/\/auth\/v1\/verify\?token=pkce_.+&type=email_change&redirect_to=/);
    expect(toCurrent).not.toBe(toNew);
    // the new address's link alone changes nothing
    await expectOneConfirmed(toNew);
    expect((await client.auth.getUser()).data.user).toMatchObject({ email, new_email: next });
    expect(await signInStatus(backend, email)).toBe('signed-in');
    expect(await signInStatus(backend, next)).toBe('invalid_credentials');
    const link = toCurrent;
    const landed = await follow(link);
    expect(landed.origin + landed.pathname).toBe(`${SITE}/profile`);
    expect(landed.hash).toBe('');
    // the shopper's session goes on, and now reads the new address
    const user = (await client.auth.getUser()).data.user;
    expect(user).toMatchObject({ email: next });
    expect(user?.email_confirmed_at).toBeTruthy();
    expect(user?.new_email).toBeUndefined();
    // the one-time code is for the browser that asked (auth-js drops that verifier at once; the code is still bound to it)
    const code = landed.searchParams.get('code');
    expect(code).toBeTruthy();
    const stranger = await pkceClient(backend.url, backend.anonKey).client.auth.exchangeCodeForSession(code!);
    expect(stranger.data.session).toBeNull();
    const exchange = await backend.api('/auth/v1/token?grant_type=pkce', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: verifier() }),
    });
    expect(exchange.status).toBe(200);
    expect(((await exchange.json()) as { user: { email: string } }).user.email).toBe(next);
    expect(await signInStatus(backend, next)).toBe('signed-in');
    expect(await signInStatus(backend, email)).toBe('invalid_credentials');
    // the profile row follows the account's address
    const profile = await backend.admin.from('profiles').select('email').eq('id', user!.id).single();
    expect(profile.data?.email).toBe(next);
    // each link works once
    expect((await follow(link)).hash).toContain('error_code=otp_expired');
    expect((await follow(toNew)).hash).toContain('error_code=otp_expired');
  });

  it("either order: the current address's link first; the same link twice does not count as both", async () => {
    const backend = backendOf();
    const { email, client } = await shopper(backend, log, 'either');
    const next = uniqueEmail('order');
    expect((await client.auth.updateUser({ email: next }, { emailRedirectTo: `${SITE}/profile` })).error).toBeNull();
    const { toNew, toCurrent } = changeLinks(log, email, next);
    await expectOneConfirmed(toCurrent);
    const again = await follow(toCurrent);
    expect(again.searchParams.get('code')).toBeNull();
    expect(again.hash).toContain('error_code=otp_expired');
    expect((await client.auth.getUser()).data.user).toMatchObject({ email, new_email: next });
    const landed = await follow(toNew);
    expect(landed.searchParams.get('code')).toBeTruthy();
    expect((await client.auth.getUser()).data.user?.email).toBe(next);
    expect(await signInStatus(backend, next)).toBe('signed-in');
  });

  it('a new request replaces both links and forgets one already followed', async () => {
    const backend = backendOf();
    const { email, client } = await shopper(backend, log, 'again');
    const first = uniqueEmail('first');
    expect((await client.auth.updateUser({ email: first })).error).toBeNull();
    const old = changeLinks(log, email, first);
    await expectOneConfirmed(old.toCurrent);
    const second = uniqueEmail('second');
    expect((await client.auth.updateUser({ email: second })).error).toBeNull();
    expect((await follow(old.toNew)).hash).toContain('error_code=otp_expired');
    expect((await client.auth.getUser()).data.user).toMatchObject({ email, new_email: second });
    // the new request needs both of its own links again
    const fresh = changeLinks(log, email, second);
    expect(fresh.toCurrent).not.toBe(old.toCurrent);
    await expectOneConfirmed(fresh.toNew);
    await follow(fresh.toCurrent);
    expect((await client.auth.getUser()).data.user?.email).toBe(second);
  });

  it("answers alike whether or not the address is someone else's, and sends no link to a taken one", async () => {
    const backend = backendOf();
    const victim = await shopper(backend, log, 'victim');
    const asker = await shopper(backend, log, 'asker');
    const free = uniqueEmail('free');
    const token = (await asker.client.auth.getSession()).data.session!.access_token;
    const ask = async (email: string) => {
      const res = await backend.api('/auth/v1/user', {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const taken = await ask(victim.email.toUpperCase());
    const unused = await ask(free);
    expect(taken.status).toBe(200);
    expect(unused.status).toBe(200);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(unused.body).sort());
    expect(taken.body).toMatchObject({ email: asker.email, new_email: victim.email });
    expect(unused.body).toMatchObject({ email: asker.email, new_email: free });

    expect(loggedLink(log, 'email_change_email', victim.email)).toBeUndefined();
    expect(loggedEvents(log, 'email_change_refused').length).toBeGreaterThan(0);
    // both accounts are untouched
    expect(await signInStatus(backend, victim.email)).toBe('signed-in');
    expect(await signInStatus(backend, asker.email)).toBe('signed-in');
  });

  it('a pending address does not stop its real owner from signing up; the stale link then leads nowhere', async () => {
    const backend = backendOf();
    const asker = await shopper(backend, log, 'squatter');
    const wanted = uniqueEmail('owner');
    expect((await asker.client.auth.updateUser({ email: wanted })).error).toBeNull();
    const links = changeLinks(log, asker.email, wanted);
    await expectOneConfirmed(links.toCurrent);
    const link = links.toNew;
    const owner = await backend.client().auth.signUp({ email: wanted, password: PASSWORD });
    expect(owner.error).toBeNull();
    expect(owner.data.user?.email).toBe(wanted);
    const landed = await follow(link);
    expect(landed.searchParams.get('code')).toBeNull();
    expect(landed.hash).toContain('error_code=otp_expired');
    expect((await asker.client.auth.getUser()).data.user?.email).toBe(asker.email);
  });
});

describe('hostile e-mail changes', () => {
  it('refuses malformed addresses and needs a signed-in user', async () => {
    const { client } = await shopper(open, openLog, 'hostile');
    for (const email of ['not-an-email', '<script>@x', `${'a'.repeat(300)}@example.com`, 'a@b', ' ']) {
      const { error } = await client.auth.updateUser({ email });
      expect(error, email).toMatchObject({ status: 400, code: 'validation_failed' });
    }
    const anon = await open.api('/auth/v1/user', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('anon') }),
    });
    expect(anon.status).toBe(401);
  });

  it('a link sent elsewhere than the allowed origins leads to the site instead', async () => {
    const { client } = await shopper(open, openLog, 'redirect');
    const next = uniqueEmail('elsewhere');
    expect(
      (await client.auth.updateUser({ email: next }, { emailRedirectTo: 'https://evil.example/x' })).error,
    ).toBeNull();
    const { toNew, toCurrent } = changeLinks(openLog, (await client.auth.getUser()).data.user!.email!, next);
    expect((await follow(toNew)).origin).toBe(SITE);
    expect((await follow(toCurrent)).origin).toBe(SITE);
  });
});
