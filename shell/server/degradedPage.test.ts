// @vitest-environment node
/**
 * A page sent with a part left to the browser (here: no remote answers, so the server cannot tell which
 * remote has the page) shows a loading state only the page's scripts fill in. With JavaScript off the
 * page asks for itself again (`<noscript>` refresh in its head); a whole page never does. Real server,
 * real sockets; the remotes' port is closed. The browser following the refresh: e2e/ssr-faults.spec.ts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestShopServer, type TestShopServer } from './testShopServer';

let reloadTag: string;
let server: TestShopServer;

beforeAll(async () => {
  // the answer is asked here, not how fast it comes: the render waits for itself, however busy the machine
  server = await startTestShopServer(undefined, { pageLimitsMs: { slotLoad: 60_000, render: 60_000 } });
  // (loaded once the server has set what its build defines)
  const { RELOAD_WITHOUT_SCRIPTS_S } = await import('./renderPage');
  reloadTag = `<noscript><meta http-equiv="refresh" content="${RELOAD_WITHOUT_SCRIPTS_S}" /></noscript>`;
});

afterAll(() => server?.close());

it('a page sent without its part asks for itself again where scripts are off, from its head', async () => {
  for (const path of ['/category/mugs', '/product/KL-MUG-110?utm=%3Cscript%3E', '/products?q=mug']) {
    const response = await fetch(server.base + path);
    const html = await response.text();
    expect(response.status, path).toBe(200);
    expect(response.headers.get('cache-control'), path).toBe('no-store');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.split(reloadTag).length - 1, path).toBe(1);
    // a refresh of the page itself: no address of its own, so nothing from the request is written into it
    expect(head, path).not.toMatch(/refresh"[^>]*url=/i);
    // not for indexing: what it would hold is not known (a missing page included)
    expect(head, path).toContain('<meta name="robots" content="noindex" />');
    // said on the page, before the root React hydrates, with a link that reloads at once
    const body = html.slice(html.indexOf('<body'));
    expect(body, path).toMatch(
      /^<body>\s*<noscript><p role="status"[^>]*>Part of this page is still loading[^<]*<a href="">Reload now<\/a><\/p><\/noscript><div id="root">/,
    );
  }
});

it('a whole page never does', async () => {
  const response = await fetch(`${server.base}/contact`);
  const html = await response.text();
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).not.toBe('no-store');
  expect(html).toContain('</head>');
  expect(html).not.toContain('http-equiv="refresh"');
  expect(html).not.toContain('still loading');
  expect(html).not.toContain('noindex');
});
