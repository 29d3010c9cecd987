// @vitest-environment node
/**
 * Headings in order (WCAG 1.3.1, axe's heading-order), as the shell's server renders the catalogue's pages against
 * the real embedded backend: a screen reader's list of headings goes from the page's h1 down one level at a time,
 * never from the h1 straight to the cards' h3 (QA sweep H-e, 375 and 1280 px: /products, a category and a search
 * read "h1 Mugs, h3 Custom Paw Print Pet Name Mug, …", the level between them missing).
 */
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureShop } from '@giftshop/shared';
import { startTestBackend, type TestBackend } from '@giftshop/shared/testing';
import { renderRequest } from './renderRequest';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } });
});

afterAll(() => backend?.stop());

const browser = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});

/** The page's headings as a screen reader lists them: "h<level> <text>". */
const headings = (html: string) =>
  [...new browser.DOMParser().parseFromString(html, 'text/html').querySelectorAll('h1, h2, h3, h4, h5, h6')].map(
    (h) => `${h.tagName.toLowerCase()} ${(h.textContent ?? '').replace(/\s+/g, ' ').trim()}`,
  );

/** Each heading that is more than one level below the one before it (the first must be the h1). */
const skipped = (list: string[]) => {
  const level = (heading: string | undefined) => Number(heading?.[1] ?? 0);
  return list.filter((heading, i) => level(heading) - level(list[i - 1]) > 1);
};

describe('the catalogue’s headings, in the server’s HTML', () => {
  it.each([
    ['products', '/products', {}],
    ['category', '/category/mugs', { slug: 'mugs' }],
    ['products', '/products?q=mug', {}],
    ['category', '/category/mugs?q=zzqxv', { slug: 'mugs' }],
    ['home', '/', {}],
  ] as const)('%s %s goes down one level at a time from its h1', async (page, url, params) => {
    const { html } = await renderRequest(page, url, params);
    const list = headings(html);
    expect(list[0]).toMatch(/^h1 /);
    expect(list.filter((h) => /^h3 /.test(h)).length).toBeGreaterThan(0);
    expect(skipped(list)).toEqual([]);
  });
});
