import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { STICKY_HEADER_PROPERTY } from '@giftshop/shared';
import { type ProductDetail, type RatingDistribution } from '@giftshop/shared/domain';
import { ReviewsTab } from '../reviews/ReviewsTab';
import { ProductTabs, type TabSpec } from './ProductTabs';

/**
 * A link to `#reviews` (the rating line's "No reviews yet", the Reviews tab's own links and order form) lands on
 * the tab labels, clear of the sticky header, as the review-sent scroll does (ReviewsTab): the browser scrolls to
 * the element the fragment names, with that element's scroll margin. What it lands on in Chromium is measured
 * (375 and 1280 px: the label's top against the header's bottom); here, which element that is.
 */

const product = { id: 7, sku: 'KL-MUG-101', name: 'Mug', rating: 4.3, review_count: 3 } as ProductDetail;
const figures: RatingDistribution = { value: 4.3, count: 3, stars: { 5: 2, 4: 0, 3: 1, 2: 0, 1: 0 } };

function productTabs() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(['review-figures', 7], figures);
  client.setQueryData(['reviews', 7, 'helpful', null], { pages: [{ reviews: [], more: false }], pageParams: [0] });
  const tabs: TabSpec[] = [
    { label: 'Description', content: <p>About the mug</p> },
    { label: 'Features', content: <p>Dishwasher safe</p> },
    { label: 'Reviews (3)', content: <ReviewsTab product={product} /> },
  ];
  return (
    <QueryClientProvider client={client}>
      <ProductTabs tabs={tabs} />
    </QueryClientProvider>
  );
}

/** The CSS rules Emotion wrote for an element's classes. */
const rulesOf = (element: Element) =>
  [...document.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .join('\n')
    .split('}')
    .filter((rule) => [...element.classList].some((name) => rule.includes(`.${name}`)));

afterEach(() => history.replaceState(null, '', location.pathname));

describe('a link to a tab (#reviews)', () => {
  it('names the tab’s label, the one element with that id, clear of the sticky header', () => {
    render(productTabs());
    const label = screen.getByRole('tab', { name: 'Reviews (3)' });
    // before: the id was the Reviews panel's content, so the labels (and what sat above them) went under the header
    expect(document.getElementById('reviews')).toBe(label);
    expect(document.querySelectorAll('[id="reviews"]')).toHaveLength(1);
    expect(document.getElementById('description')).toBe(screen.getByRole('tab', { name: 'Description' }));
    // the label still names its panel
    const panel = document.getElementById(label.getAttribute('aria-controls')!)!;
    expect(panel.getAttribute('aria-labelledby')).toBe('reviews');
    expect(screen.getAllByRole('tabpanel', { hidden: true })[2]).toBe(panel);
    // where the browser stops: the header's reach as the shell publishes it, and air below it
    expect(rulesOf(label).join('}')).toContain(`scroll-margin-top:calc(var(${STICKY_HEADER_PROPERTY}, 120px) + 16px)`);
  });

  it('is the label in the server’s HTML, so the link lands before the page responds', () => {
    const html = renderToString(productTabs());
    expect(html).toMatch(/<button[^>]*role="tab"[^>]*id="reviews"[^>]*>Reviews \(3\)<\/button>/);
    expect(html.match(/id="reviews"/g)).toHaveLength(1);
  });

  it('opens the tab it names, on arrival (brought to its label when the browser did not) and when the address changes', () => {
    // jsdom lays nothing out and has no scrollIntoView: record which element asks to be scrolled to
    const scrolledTo: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    });
    // an in-app visit to the product's #reviews (the page at its top): opened, and its label brought into view
    history.replaceState(null, '', '#reviews');
    const { unmount } = render(productTabs());
    const reviews = screen.getByRole('tab', { name: 'Reviews (3)' });
    expect(reviews.getAttribute('aria-selected')).toBe('true');
    expect(scrolledTo).toEqual([reviews]);
    unmount();
    // the browser placed the page (or the shopper scrolled it before it responded): opened, and left where it is
    Object.defineProperty(window, 'scrollY', { value: 1669, configurable: true });
    const { unmount: leave } = render(productTabs());
    expect(screen.getByRole('tab', { name: 'Reviews (3)' }).getAttribute('aria-selected')).toBe('true');
    expect(scrolledTo).toHaveLength(1);
    leave();
    // no tab named: the first tab, and no scroll; a link to a tab followed on the page opens it (the browser scrolls)
    history.replaceState(null, '', location.pathname);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    render(productTabs());
    expect(screen.getByRole('tab', { name: 'Description' }).getAttribute('aria-selected')).toBe('true');
    act(() => {
      history.replaceState(null, '', '#features');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('tab', { name: 'Features' }).getAttribute('aria-selected')).toBe('true');
    expect(scrolledTo).toHaveLength(1);
  });
});
