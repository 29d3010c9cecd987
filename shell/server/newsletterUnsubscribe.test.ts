// @vitest-environment node
/**
 * The newsletter's unsubscribe link, as the shell's server answers it with a
 * real backend: opening it changes nothing and shows a plain form; its
 * button and a mail client's one-click POST (RFC 8058) unsubscribe, with no
 * sign-in; wrong, garbled and hostile tokens get one answer that says
 * nothing about any address; a repeat is harmless; a backend that is away
 * says so and keeps the link.
 */
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type TestBackend } from '../../backend/test/testBackend';
import { closedRemote, startTestShopServer, type TestShopServer } from './testShopServer';

let backend: TestBackend;
let server: TestShopServer;
let base: string;

beforeAll(async () => {
  // The server's build bundles supabase-js without the realtime client, which Node 20 would otherwise refuse
  // without a WebSocket.
  Object.assign(globalThis, { WebSocket: globalThis.WebSocket ?? WebSocket });
  backend = await startTestBackend({ rateLimit: 0, writeLimit: 1_000_000 });
  // Remotes nobody answers for: this is about the shell's own page and endpoint.
  server = await startTestShopServer({
    remotes: { catalog: closedRemote, product: closedRemote, cart: closedRemote, account: closedRemote },
    config: { supabase: { url: backend.url, anonKey: backend.anonKey } },
  });
  base = server.base;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await backend?.destroy();
});

const subscriber = async () => {
  const email = uniqueEmail('unsubscribe');
  expect((await backend.client().from('newsletter_subscribers').insert({ email })).error).toBeNull();
  const { data } = await backend.admin
    .from('newsletter_subscribers')
    .select('unsubscribe_token')
    .eq('email', email)
    .single();
  return { email, token: (data as { unsubscribe_token: string }).unsubscribe_token };
};
const leftAt = async (email: string) =>
  (await backend.admin.from('newsletter_subscribers').select('unsubscribed_at').eq('email', email).single()).data!
    .unsubscribed_at as string | null;

const link = (token: string | null) =>
  `${base}/newsletter/unsubscribe${token === null ? '' : `?${new URLSearchParams({ token })}`}`;
const pressButton = (token: string | null) =>
  fetch(link(token), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: '',
  });
const oneClick = (token: string | null, body: BodyInit = 'List-Unsubscribe=One-Click') =>
  fetch(link(token), {
    method: 'POST',
    headers: typeof body === 'string' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {},
    body,
  });

describe('the unsubscribe link', () => {
  it('opens a page with a plain form that posts to the same link, and changes nothing by itself', async () => {
    const { email, token } = await subscriber();
    const page = await fetch(link(token));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Unsubscribe from the newsletter');
    // the tab says what the page does from the first byte, as its heading (was "Newsletter" on every outcome)
    expect(html).toContain('<title>Unsubscribe from the newsletter — Keepsake Lane</title>');
    const form = html.match(/<form [^>]*method="post"[^>]*>[\s\S]*?<\/form>/)?.[0] ?? '';
    expect(form).toContain(`action="/newsletter/unsubscribe?token=${token}"`);
    expect(form).toContain('method="post"');
    expect(form).toMatch(/<button[^>]*type="submit"[^>]*>Unsubscribe<\/button>/);
    expect(await leftAt(email)).toBeNull();
  });

  it('its button unsubscribes and shows so; pressing it again is harmless', async () => {
    const { email, token } = await subscriber();
    const answer = await pressButton(token);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/newsletter/unsubscribe?result=unsubscribed');
    const left = await leftAt(email);
    expect(left).not.toBeNull();
    expect((await pressButton(token)).headers.get('location')).toBe('/newsletter/unsubscribe?result=unsubscribed');
    expect(await leftAt(email)).toBe(left);
    const done = await (await fetch(`${base}/newsletter/unsubscribe?result=unsubscribed`)).text();
    expect(done).toContain('You’re unsubscribed');
    expect(done).toContain('<title>You’re unsubscribed — Keepsake Lane</title>');
  });

  it('a one-click POST (RFC 8058) unsubscribes at once, form-encoded or multipart', async () => {
    const first = await subscriber();
    const answer = await oneClick(first.token);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('You are unsubscribed from the newsletter.');
    expect(await leftAt(first.email)).not.toBeNull();

    const second = await subscriber();
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await oneClick(second.token, form)).status).toBe(200);
    expect(await leftAt(second.email)).not.toBeNull();
  });

  it('answers wrong, garbled, missing and hostile tokens alike: this link is not valid, and nothing changes', async () => {
    const { email, token } = await subscriber();
    const hostile = [
      null,
      '',
      crypto.randomUUID(),
      token.slice(0, -1),
      `${token}x`,
      token.replace(/-/g, ''),
      "' or '1'='1",
      '<script>alert(1)</script>',
      '\u0000',
      '%00',
      'x'.repeat(5_000),
      '../../rest/v1/newsletter_subscribers',
    ];
    for (const bad of hostile) {
      const label = JSON.stringify(bad)?.slice(0, 40);
      const button = await pressButton(bad);
      expect(button.status, label).toBe(303);
      expect(button.headers.get('location'), label).toBe('/newsletter/unsubscribe?result=invalid');
      const click = await oneClick(bad);
      expect([click.status, await click.text()], label).toEqual([400, 'This unsubscribe link is not valid.']);
    }
    expect(await leftAt(email)).toBeNull();
    for (const url of [
      link(null),
      link('<script>alert(1)</script>'),
      `${base}/newsletter/unsubscribe?result=invalid`,
    ]) {
      const html = await (await fetch(url)).text();
      expect(html, url).not.toContain('<script>alert(1)');
      if (!url.includes('script')) {
        expect(html, url).toContain('This link is not valid');
        expect(html, url).toContain('<title>This link is not valid — Keepsake Lane</title>');
      }
    }
  });

  it('a backend that is away: the button says to try again and keeps the link; one-click answers 503', async () => {
    const { token } = await subscriber();
    await backend.stop(); // the last case: afterAll only cleans up
    const answer = await pressButton(token);
    expect(answer.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${token}&result=unavailable`);
    const click = await oneClick(token);
    expect([click.status, click.headers.get('retry-after')]).toEqual([503, '60']);
    const page = await (await fetch(`${base}${answer.headers.get('location')}`)).text();
    expect(page).toContain('We couldn’t unsubscribe you just now');
    expect(page).toContain(`action="/newsletter/unsubscribe?token=${token}"`);
  });
});
