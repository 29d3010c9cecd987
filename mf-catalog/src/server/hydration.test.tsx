// @vitest-environment node
/**
 * Server HTML and the browser's first render agree: each page is prefetched
 * and rendered as the shell's server does (against the real backend), its
 * cache crosses to the "browser" as JSON (as the page handover carries it),
 * and the page hydrates over the server's HTML with a client filled from it.
 * React reports any difference as a recoverable error; none may occur, the
 * HTML stays as the server sent it, and nothing is fetched again.
 *
 * The server part runs in Node as the shell's server does (the server's
 * Supabase client, Emotion's server mode); only the hydration gets a
 * document (happy-dom's), installed for it and removed after.
 */
import { act } from 'react';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dehydrate, hydrate } from '@tanstack/react-query';
import { configureShop, createShopQueryClient } from '@giftshop/shared';
import type { CatalogPage } from '../routes';
import { startTestBackend, type TestBackend } from '@giftshop/shared/testing';
import { catalogPageAt, renderRequest } from './renderRequest';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } });
});

afterAll(() => backend?.stop());

async function hydrateOverServerHtml(page: CatalogPage, url: string, params: Record<string, string> = {}) {
  const server = await renderRequest(page, url, params);
  const handover = JSON.parse(JSON.stringify(dehydrate(server.client))) as ReturnType<typeof dehydrate>;

  const browser = createShopQueryClient();
  hydrate(browser, handover);
  const { pathname, search } = new URL(url, 'https://shop.example');
  const window = new Window({ url: new URL(url, 'https://shop.example').href });
  const globals = globalThis as Record<string, unknown>;
  Object.assign(globals, { window, document: window.document, IS_REACT_ACT_ENVIRONMENT: true });
  try {
    const { hydrateRoot } = await import('react-dom/client');
    const container = window.document.createElement('div');
    container.innerHTML = server.html;
    window.document.body.append(container);
    const sentHtml = container.innerHTML;
    const differences: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container as unknown as Element, catalogPageAt(browser, { page, params, pathname, search }), {
        onRecoverableError: (error) => differences.push(error),
      }),
    );
    const result = { server, differences, sentHtml, hydratedHtml: container.innerHTML, fetching: browser.isFetching() };
    act(() => root.unmount());
    return result;
  } finally {
    delete globals.window;
    delete globals.document;
    delete globals.IS_REACT_ACT_ENVIRONMENT;
    await window.happyDOM.close();
  }
}

describe('a server-rendered catalogue page hydrates without a difference', () => {
  const pages: Array<[CatalogPage, string, Record<string, string>?]> = [
    ['home', '/'],
    ['products', '/products'],
    ['products', '/products?q=mug&sort=price-high&view=list'],
    ['products', '/products?q=%3C%2Fscript%3E%25'],
    ['category', '/category/christmas', { slug: 'christmas' }],
    ['category', '/category/mugs?sort=rating', { slug: 'mugs' }],
    ['category', '/category/mugs?q=%E0%A4%A', { slug: 'mugs' }],
    ['category', '/category/no-such-category', { slug: 'no-such-category' }],
    ['category', '/category/x', { slug: '</script>' }],
  ];
  for (const [page, url, params] of pages) {
    it(`${page} at ${url}${params?.slug ? ` (slug ${JSON.stringify(params.slug)})` : ''}`, async () => {
      const { server, differences, sentHtml, hydratedHtml, fetching } = await hydrateOverServerHtml(page, url, params);
      expect(server.html).not.toMatch(/aria-busy="true"/);
      expect(differences).toEqual([]);
      // The home page's lower sections (their code loads once the page responds) are marked until React has taken
      // them over: the mark is the one change hydration makes.
      const mark = ' data-hydrates-later=""';
      expect(sentHtml.split(mark).length - 1).toBe(page === 'home' ? 1 : 0);
      expect(hydratedHtml).toBe(sentHtml.replace(mark, ''));
      expect(fetching).toBe(0);
    });
  }
});
