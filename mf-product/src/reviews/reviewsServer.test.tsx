// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureShop } from '@giftshop/shared';
import type { Review } from '@giftshop/shared/domain';
import { fetchReviewPage, REVIEW_FIRST_PAGE_SIZE } from '../api/reviewsApi';
import { startTestBackend, type TestBackend } from '@giftshop/shared/testing';
import prefetch from '../server/prefetch';
import { renderServerPage, requestClient } from '../server/serverRender.testing';

/**
 * The Reviews tab as the shell's server renders it, against the real
 * embedded backend and its seed: with JavaScript off, the first page of
 * reviews (most helpful first), the figures and the verification notice
 * are in the HTML, and the count matches the rating line. A product without
 * reviews says so and has no rating markup.
 */

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
  configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } });
});
afterAll(() => backend?.stop());

/** Products straight from the backend's REST API, as anon. */
const products = async (filter: string) => {
  const answer = await fetch(`${backend.url}/rest/v1/products?select=id,sku,rating,review_count&limit=1&${filter}`, {
    headers: { apikey: backend.anonKey },
  });
  return (await answer.json()) as { id: number; sku: string; rating: number | null; review_count: number | null }[];
};

/** The opening tag of the tab panel that holds the Reviews tab (named by its label, `#reviews`). */
const reviewsPanel = (html: string) => {
  const panel = html.lastIndexOf('<div role="tabpanel"', html.indexOf('aria-labelledby="reviews"'));
  return html.slice(panel, html.indexOf('>', panel) + 1);
};

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('the Reviews tab on the server', () => {
  it('has the first page of reviews, the figures and how reviews are verified in the HTML', async () => {
    // the seed's most reviewed product, and its first page as the data module reads it
    const [product] = await products('review_count=gt.1&order=review_count.desc');
    const firstPage = (await fetchReviewPage(product!.id, 'helpful', null, 0)).reviews;
    expect(firstPage.length).toBeGreaterThan(1);
    const client = requestClient();
    const { status, head } = await prefetch(
      { page: 'detail', params: { sku: product!.sku }, search: '', origin: 'https://shop.example' },
      client,
    );
    expect(status).toBe(200);
    const html = renderServerPage(client, 'detail', { sku: product!.sku });
    const count = product!.review_count!;
    expect(html).toContain(`Reviews (${count})`);
    expect(html).toContain(`${Number(product!.rating).toFixed(1)} out of 5 · ${count} reviews`);
    expect(html).toContain('Every review comes from a shopper who bought the gift from us');
    expect(html).toContain('Verified buyer');
    // "Load More" only when there is more than the (short) first page, as a link that works before hydration
    expect(html.includes('Load More Reviews')).toBe(count > REVIEW_FIRST_PAGE_SIZE);
    if (count > REVIEW_FIRST_PAGE_SIZE) expect(html).toContain('href="?more=1#reviews"');
    // the vote buttons need the page's script: they are drawn once it runs
    expect(html).not.toContain('Was this helpful?');
    // the page opens on its Description tab, the Reviews panel in the HTML but hidden
    expect(reviewsPanel(html)).toContain('hidden=""');
    // a link to #reviews lands on the tab's label, shown whichever tab is open
    expect(html).toMatch(/<button[^>]*role="tab"[^>]*id="reviews"[^>]*>Reviews \(\d+\)<\/button>/);
    expect(html.match(/id="reviews"/g)).toHaveLength(1);
    // the first page, in the tab's first order, as text
    let from = 0;
    for (const review of firstPage) {
      const at = html.indexOf(escaped(review.title), from);
      expect(at, review.title).toBeGreaterThan(from);
      from = at;
    }
    expect(head?.jsonLd).toMatchObject({
      aggregateRating: { ratingValue: Number(product!.rating), reviewCount: count },
    });
  });

  it('renders the view a bar links to (one star count, an order, more pages) on the Reviews tab, opened', async () => {
    const [product] = await products('review_count=gt.1&order=review_count.desc');
    const stars = (await fetchReviewPage(product!.id, 'helpful', null, 0)).reviews[0]!.stars;
    let expected: Review[] = [];
    for (let page = 0; page < 2; page += 1)
      expected = [...expected, ...(await fetchReviewPage(product!.id, 'lowest', stars, page)).reviews];
    const search = `?sort=lowest&stars=${stars}&more=1`;
    const client = requestClient();
    await prefetch({ page: 'detail', params: { sku: product!.sku }, search, origin: 'https://shop.example' }, client);
    const html = renderServerPage(
      client,
      'detail',
      { sku: product!.sku },
      { pathname: `/product/${product!.sku}`, search, navigate: () => undefined },
    );
    // the Reviews panel is the one shown (a link with #reviews lands on it before the page hydrates)
    expect(reviewsPanel(html)).not.toContain('hidden');
    expect(html.match(/<div role="tabpanel"[^>]*hidden=""/g), 'Description and Features hidden').toHaveLength(2);
    expect(html).toContain(`Showing ${stars}-star reviews.`);
    expect(html).toContain('<option value="lowest" selected="">');
    expect(html).toContain(`<input type="hidden" name="stars" value="${stars}"/>`);
    expect(html).toContain('aria-current="true"');
    const shown = html.match(/<article /g) ?? [];
    expect(shown).toHaveLength(expected.length);
    let from = 0;
    for (const review of expected) {
      const at = html.indexOf(`id="review-${review.id}"`, from);
      expect(at, review.title).toBeGreaterThan(from);
      from = at;
    }
  });

  it('puts the reviews under a heading of the page’s next level, so the page’s headings go down one at a time', async () => {
    // QA sweep H-e: a screen reader's list of headings read 'h1 <name>, h3 4 out of 5 stars: Good quality, …'
    const [product] = await products('review_count=gt.1&order=review_count.desc');
    const client = requestClient();
    await prefetch(
      { page: 'detail', params: { sku: product!.sku }, search: '', origin: 'https://shop.example' },
      client,
    );
    const html = renderServerPage(client, 'detail', { sku: product!.sku });
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((heading) => Number(heading[1]));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 3).length).toBeGreaterThan(1);
    expect(levels.filter((level, i) => i > 0 && level - levels[i - 1]! > 1)).toEqual([]);
    expect(html).toMatch(/<h2[^>]*>Reviews<\/h2>/);
  });

  it('a product without reviews says "No reviews yet" and has no rating markup', async () => {
    const [product] = await products('is_active=is.true&rating=is.null');
    const client = requestClient();
    const { head } = await prefetch(
      { page: 'detail', params: { sku: product!.sku }, search: '', origin: 'https://shop.example' },
      client,
    );
    const html = renderServerPage(client, 'detail', { sku: product!.sku });
    expect(html).toContain('No reviews yet');
    expect(html).not.toMatch(/out of 5/);
    expect(head?.jsonLd).not.toHaveProperty('aggregateRating');
  });
});
