// @vitest-environment node
/**
 * A shell page's own code (Contact Us, the newsletter's unsubscribe page: chunks of their own, issue 31) is
 * preloaded from the head on its route alone, as the browser build's manifest lists its files, and the server
 * renders the page whole. The manifest itself, in a dot folder of the build, is never served, however its path
 * is spelled.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShopServer, type TestShopServer } from './testShopServer';
import type { BuildManifest } from './htmlDocument';

let server: TestShopServer;

// As Vite writes it: the entry is `index.html`; a chunk two pages share is `_<file>`.
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js' },
  'src/pages/ContactPage.tsx': { file: 'assets/ContactPage-c1.js', imports: ['index.html', '_pageParts-p1.js'] },
  'src/pages/UnsubscribePage.tsx': { file: 'assets/UnsubscribePage-u1.js', imports: ['_pageParts-p1.js'] },
  '_pageParts-p1.js': { file: 'assets/pageParts-p1.js', imports: ['index.html'] },
};

beforeAll(async () => {
  server = await startTestShopServer(undefined, { pageLimitsMs: { slotLoad: 60_000, render: 60_000 } });
  mkdirSync(join(server.dir, '.vite'));
  writeFileSync(join(server.dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
});

afterAll(() => server?.close());

const headOf = async (path: string) => {
  const html = await (await fetch(`${server.base}${path}`)).text();
  return { html, head: html.slice(0, html.indexOf('</head>')) };
};
const preloaded = (head: string) =>
  [...head.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((m) => m[1]);

describe("a shell page's own code", () => {
  it('is preloaded on its own route, with what it imports that every page does not load, each once', async () => {
    const contact = await headOf('/contact');
    expect(preloaded(contact.head)).toEqual(['/assets/ContactPage-c1.js', '/assets/pageParts-p1.js']);
    // The entry every page asks for is not listed twice.
    expect(contact.head.match(/\/assets\/index\.js/g)).toHaveLength(1);
    // …and the page is rendered whole by the server, its code loaded there as React asks for it.
    expect(contact.html).toMatch(/<h1[^>]*>Contact Us<\/h1>/);
    expect(contact.html).toContain('mailto:');

    const unsubscribe = await headOf('/newsletter/unsubscribe?token=abc');
    expect(preloaded(unsubscribe.head)).toEqual(['/assets/UnsubscribePage-u1.js', '/assets/pageParts-p1.js']);
    expect(unsubscribe.html).toMatch(/<form[^>]*action="\/newsletter\/unsubscribe\?token=abc"[^>]*method="post"/);
  });

  it('is preloaded on no other page', async () => {
    for (const path of ['/', '/products?q=mug', '/no/such/page', '/contact/x', '/newsletter']) {
      const { head } = await headOf(path);
      expect(head, path).not.toMatch(/ContactPage|UnsubscribePage|pageParts/);
    }
  });

  it('is listed from a manifest the server reads, and never serves', async () => {
    for (const path of [
      '/.vite/manifest.json',
      '/%2Evite/manifest.json',
      '/%2evite%2Fmanifest.json',
      '/assets/../.vite/manifest.json',
      '/assets/%2E%2E/.vite/manifest.json',
      '/.vite/../.vite/manifest.json',
    ]) {
      const response = await fetch(`${server.base}${path}`);
      const text = await response.text();
      expect(response.status, path).toBe(404);
      expect(text, path).not.toContain('ContactPage');
    }
  });
});
