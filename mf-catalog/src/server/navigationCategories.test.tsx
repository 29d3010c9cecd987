// @vitest-environment node
/**
 * Every category link the shop shows (the header's primary links, the phone
 * menu, every mega-menu tab with its "Shop All", the holiday hub and the
 * recipient grid: shared/src/navigation/categories.ts) lands on a category
 * with products: its page, as the shell's server renders it against the real
 * embedded backend and seed, is the category (200, its name as the heading,
 * not "Category Not Found"), lists product cards and counts them. The e2e
 * flow (e2e/catalog-links.spec.ts) clicks one link of each menu in a browser.
 */
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureShop } from '@giftshop/shared';
import {
  holidayHub,
  megaMenuTabs,
  mobileCategories,
  primaryCategories,
  recipientGrid,
  type CategoryLink,
} from '@giftshop/shared/domain';
import { startTestBackend, type TestBackend } from '@giftshop/shared/testing';
import { renderRequest } from './renderRequest';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } });
});

afterAll(() => backend?.stop());

const menus: [string, CategoryLink[]][] = [
  ['header primary links', primaryCategories],
  ['phone menu', mobileCategories],
  ...megaMenuTabs.map((tab): [string, CategoryLink[]] => [
    `mega-menu ${tab.label}`,
    [tab.shopAll, ...tab.columns.flatMap((c) => c.links)],
  ]),
  ['holiday hub', holidayHub],
  ['recipient grid', recipientGrid],
];

const browser = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});
/** The server's HTML as a browser reads it. */
const parse = (html: string) => new browser.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
const seen = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Each slug once, with every link that leads to it (a slug in several menus is rendered once). */
const slugs = [
  ...menus
    .flatMap(([menu, links]) => links.map((link) => ({ slug: link.slug, link: `${menu}: ${link.label}` })))
    .reduce(
      (bySlug, { slug, link }) => bySlug.set(slug, [...(bySlug.get(slug) ?? []), link]),
      new Map<string, string[]>(),
    ),
].map(([slug, links]) => ({ slug, links: links.join('; ') }));

describe('every category link of every menu lands on a category with products', () => {
  it('covers every link of every menu', () => {
    const linkCount = menus.reduce((sum, [, links]) => sum + links.length, 0);
    expect(slugs.reduce((sum, { links }) => sum + links.split('; ').length, 0)).toBe(linkCount);
  });

  it.each(slugs)('/category/$slug ($links)', async ({ slug }) => {
    const { prefetch, html } = await renderRequest('category', `/category/${slug}`, { slug });
    expect(prefetch.status).toBe(200);
    const page = parse(html);
    const heading = seen(page.querySelector('h1'));
    expect(heading).not.toBe('');
    expect(heading).not.toBe('Category Not Found');
    expect(page.querySelectorAll('[data-testid="product-card"]').length).toBeGreaterThan(0);
    expect(seen(page.querySelector('[data-testid="count-line"]'))).toMatch(/[1-9]\d* products?/);
  });
});
