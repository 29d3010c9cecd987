import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { connectBus, NavigationProvider } from '@giftshop/shared';
import { type ProductDetail, type RatingDistribution, type Review } from '@giftshop/shared/domain';
import { ProductTabs } from '../detail/ProductTabs';
import type { ReviewLine } from '../api/reviewsApi';
import { ReviewsTab } from './ReviewsTab';

/**
 * The tab's behaviour from its data: the query cache holds what the product
 * remote's data module would read (each filter and sort its own page), and
 * nothing goes stale, so no request leaves the test. The reads themselves
 * are tested against the backend (reviewsServer.test.tsx, backend cases).
 */

const product = { id: 7, sku: 'KL-MUG-101', name: 'Mug', rating: 4.3, review_count: 3 } as ProductDetail;
const review = (id: number, stars: number, title: string): Review => ({
  id,
  productId: 7,
  author: 'Ada L.',
  stars,
  title,
  body: 'The lettering came out crisp.',
  boughtAsGift: false,
  helpful: id,
  createdAt: '2025-03-04T10:00:00Z',
  editedAt: null,
});
const figures: RatingDistribution = { value: 4.3, count: 3, stars: { 5: 2, 4: 0, 3: 1, 2: 0, 1: 0 } };
/** One of the signed-in shopper's lines of the product, as the data module reads review_lines. */
const boughtLine = (changes: Partial<ReviewLine>): ReviewLine => ({
  orderItemId: 5,
  productId: 7,
  productSku: 'KL-MUG-101',
  productName: 'Name Mug',
  variantName: null,
  orderNumber: 'KL-100385',
  orderedAt: '2026-11-28T09:00:00Z',
  review: null,
  cannotReview: null,
  ...changes,
});
const page = (reviews: Review[]) => ({ pages: [{ reviews, more: false }], pageParams: [0] });

function renderTab(distribution: RatingDistribution, pages: Record<string, Review[]>) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(['review-figures', 7], distribution);
  for (const [key, reviews] of Object.entries(pages)) {
    const [sort, stars] = key.split(':');
    client.setQueryData(['reviews', 7, sort, stars ? Number(stars) : null], page(reviews));
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...render(<ReviewsTab product={product} />, { wrapper }) };
}

let stop: (() => void) | null = null;
afterEach(() => stop?.());

describe('ReviewsTab', () => {
  it('shows the figures, the bars, each review with its Verified buyer mark, and how reviews are verified', () => {
    renderTab(figures, {
      helpful: [review(3, 5, 'Perfect gift'), review(2, 3, 'Print a little faint'), review(1, 5, 'Lovely')],
    });
    expect(screen.getByText('4.3 out of 5 · 3 reviews')).toBeTruthy();
    // said once to a screen reader: what is not hidden from it reads the figure in its sentence only (QA sweep H-f)
    const average = screen.getByText('4.3 out of 5 · 3 reviews');
    const heard = [...average.childNodes]
      .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
      .map((node) => node.textContent)
      .join('');
    expect(heard).toBe('4.3 out of 5 · 3 reviews');
    // each bar is a link to its star count's list (it filters before the page hydrates); one without reviews is not
    const five = screen.getByRole('link', { name: '5 stars: 2 reviews (67%)' });
    expect(five.getAttribute('href')).toBe('?stars=5#reviews');
    expect(five.getAttribute('aria-current')).toBeNull();
    expect(screen.queryByRole('link', { name: /^4 stars/ })).toBeNull();
    expect(screen.getByText('4 stars: 0 reviews (0%)')).toBeTruthy();
    const items = screen.getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      '5 out of 5 stars: Perfect gift',
      '3 out of 5 stars: Print a little faint',
      '5 out of 5 stars: Lovely',
    ]);
    expect(within(items[0]!).getByText('✓ Verified buyer')).toBeTruthy();
    expect(within(items[0]!).getByText('Mar 4, 2025').getAttribute('datetime')).toBe('2025-03-04');
    expect(
      screen.getByText(/Every review comes from a shopper who bought the gift from us and received it/),
    ).toBeTruthy();
    expect(screen.getByText(/stops counting if its order is cancelled or refunded/)).toBeTruthy();
    // the rule as the database holds it (one review per shopper per product, 20250609016000), not "one order line
    // gives one review", which promised a group order's six shirts six reviews (QA sweep H-f)
    expect(screen.getByText(/each shopper reviews a gift once, however many they bought/)).toBeTruthy();
    expect(screen.queryByText(/one order line gives one review/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Load More Reviews' })).toBeNull();
    // hydrated: the vote and report buttons are drawn (the server's HTML leaves them out: they need the script)
    // named by the words it shows (WCAG 2.5.3, label in name: it was "Yes, This Review Helped (3)" beside a visible
    // "Yes (3)"), and described by its question (QA sweep H-f)
    expect(within(items[0]!).getByRole('button', { name: 'Yes (3)', description: 'Was this helpful?' })).toBeTruthy();
  });

  it('a bar filters the list to its stars in place; pressed again (or Show all) shows every review', () => {
    renderTab(figures, {
      helpful: [review(3, 5, 'Perfect gift'), review(2, 3, 'Print a little faint')],
      'helpful:3': [review(2, 3, 'Print a little faint')],
    });
    const three = screen.getByRole('link', { name: /^3 stars/ });
    // a plain click is done in place (the link is for before hydration): the page is not left
    expect(fireEvent.click(three)).toBe(false);
    expect(three.getAttribute('aria-current')).toBe('true');
    expect(three.getAttribute('href')).toBe('?#reviews');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText(/Showing 3-star reviews./)).toBeTruthy();
    // the order form keeps the star count when it is sent before hydration
    expect(document.querySelector<HTMLInputElement>('form input[name="stars"]')?.value).toBe('3');
    fireEvent.click(screen.getByRole('link', { name: 'Show all' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(three.getAttribute('aria-current')).toBeNull();
  });

  it('opens on the view the address asks for, and "Load More" links to the next page', () => {
    const many = Array.from({ length: 5 }, (_, i) => review(10 + i, 4, `Four stars ${i}`));
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    client.setQueryData(['review-figures', 7], { ...figures, count: 12, stars: { 5: 2, 4: 9, 3: 1, 2: 0, 1: 0 } });
    client.setQueryData(['reviews', 7, 'lowest', 4], { pages: [{ reviews: many, more: true }], pageParams: [0] });
    render(
      <NavigationProvider
        value={{ pathname: '/product/KL-MUG-101', search: '?sort=lowest&stars=4', navigate: () => {} }}
      >
        <QueryClientProvider client={client}>
          <ReviewsTab product={product} />
        </QueryClientProvider>
      </NavigationProvider>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' }).value).toBe('lowest');
    expect(screen.getByRole('link', { name: /^4 stars/ }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Load More Reviews' }).getAttribute('href')).toBe(
      '?sort=lowest&stars=4&more=1#reviews',
    );
  });

  it('thanks a shopper back from sending a review (?review=…) and brings the tab into view; any other address does not', () => {
    // jsdom lays nothing out and has no scrollIntoView: record which element asks to be scrolled to
    const scrolledTo: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    client.setQueryData(['review-figures', 7], figures);
    client.setQueryData(['reviews', 7, 'newest', null], page([review(11, 5, 'Mine, just sent')]));
    client.setQueryData(['reviews', 7, 'helpful', null], page([review(11, 5, 'Mine, just sent')]));
    const at = (search: string) => (
      <NavigationProvider value={{ pathname: '/product/KL-MUG-101', search, navigate: () => {} }}>
        <QueryClientProvider client={client}>
          <ReviewsTab product={product} />
        </QueryClientProvider>
      </NavigationProvider>
    );
    // back from changing their review (QA sweep H-d: it said "posted" after an edit too)
    const { unmount: edited } = render(at('?review=11&edited'));
    expect(screen.getByText('Thank you: your review is updated.').getAttribute('role')).toBe('status');
    expect(screen.queryByText(/posted/)).toBeNull();
    edited();
    scrolledTo.length = 0;
    const { unmount } = render(at('?review=11'));
    const thanks = screen.getByText('Thank you: your review is posted.');
    expect(thanks.getAttribute('role')).toBe('status');
    // on its own, the tab itself comes into view (its thanks at the top)
    expect(scrolledTo).toEqual([thanks.parentElement]);
    unmount();
    // on the product page the tab is a panel of the product's tabs: its label ("Reviews (1)") comes into view
    // with it (QA sweep H-i, #2: at 375 px the labels sat under the sticky header)
    const { unmount: leave } = render(
      <NavigationProvider value={{ pathname: '/product/KL-MUG-101', search: '?review=11', navigate: () => {} }}>
        <QueryClientProvider client={client}>
          <ProductTabs
            tabs={[
              { label: 'Description', content: <p>About the mug</p> },
              { label: 'Reviews (1)', content: <ReviewsTab product={product} />, opensFor: () => true },
            ]}
          />
        </QueryClientProvider>
      </NavigationProvider>,
    );
    expect(scrolledTo.slice(1)).toEqual([screen.getByRole('tab', { name: 'Reviews (1)' })]);
    leave();
    scrolledTo.length = 1;
    render(at('?sort=helpful'));
    expect(screen.queryByText(/Thank you: your review is posted/)).toBeNull();
    expect(scrolledTo).toHaveLength(1);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('sorts by the chosen order', () => {
    renderTab(figures, {
      helpful: [review(3, 5, 'Perfect gift')],
      lowest: [review(2, 3, 'Print a little faint'), review(3, 5, 'Perfect gift')],
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'lowest' } });
    expect(screen.getAllByRole('article')[0]!.textContent).toContain('Print a little faint');
  });

  it('says a new order or filter in one sentence, never by reading the whole list out (QA sweep H-e)', () => {
    renderTab(figures, {
      helpful: [review(3, 5, 'Perfect gift')],
      lowest: [review(2, 3, 'Print a little faint'), review(3, 5, 'Perfect gift')],
      'lowest:5': [review(3, 5, 'Perfect gift')],
    });
    // before, the list itself was a live region: a new order read every review's whole text to a screen reader
    const spoken = '[aria-live], [role="status"], [role="log"], [role="alert"]';
    const unspoken = () => screen.getAllByRole('article').every((item) => item.closest(spoken) === null);
    expect(unspoken()).toBe(true);
    const said = () => screen.getAllByRole('status').map((status) => status.textContent);
    expect(said()).toContain('Showing 1 of 3 reviews, most helpful first.');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'lowest' } });
    expect(said()).toContain('Showing 2 of 3 reviews, lowest rated first.');
    expect(unspoken()).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: /^5 stars/ }));
    expect(said()).toContain('Showing 1 of 2 reviews, lowest rated first.');
  });

  it('shows a review’s lines as its writer broke them (QA sweep defect #8), as text', () => {
    const body = 'The lettering came out crisp.\n\nThe colors held up <b>well</b>.\nWould buy again.';
    renderTab(figures, { helpful: [{ ...review(1, 5, 'Lovely'), body }] });
    const shown = within(screen.getByRole('article')).getByText(/^The lettering came out crisp\./);
    // the text node holds the breaks; pre-line shows them (jsdom has no layout to measure)
    expect(shown.textContent).toBe(body);
    expect(getComputedStyle(shown).whiteSpace).toBe('pre-line');
    expect(shown.querySelector('b')).toBeNull();
  });

  it('shows hostile text as text', () => {
    renderTab(figures, { helpful: [review(1, 1, '<img src=x onerror=alert(1)>\u202Eevil')] });
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('a review written right to left reads right to left, its title and its text each in their own direction (QA sweep H-f)', () => {
    const body = 'هذه الزينة جميلة جدا!';
    renderTab(figures, { helpful: [{ ...review(1, 5, 'هدية رائعة!'), body }, review(2, 4, 'Lovely')] });
    const [arabic, english] = screen.getAllByRole('article');
    // the page is left to right: without dir="auto" the Arabic text was set flush left, its "!" on the wrong side
    expect(within(arabic!).getByText(body).closest('[dir]')?.getAttribute('dir')).toBe('auto');
    expect(within(arabic!).getByText('هدية رائعة!').closest('[dir]')?.getAttribute('dir')).toBe('auto');
    // the stars said to a screen reader stay outside the title's own direction
    expect(within(arabic!).getByText('5 out of 5 stars:', { exact: false }).closest('[dir]')).toBeNull();
    expect(within(english!).getByText('Lovely').closest('[dir]')?.getAttribute('dir')).toBe('auto');
  });

  it('a product without reviews says so; a visitor is asked to sign in, a non-buyer is told why', () => {
    const none: RatingDistribution = { value: 0, count: 0, stars: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } };
    const account = connectBus('account', __BUS_CONTRACT_VERSION__);
    account.publish('session:state', { status: 'signed-out', user: null });
    const { client } = renderTab(none, { helpful: [] });
    // the signed-in shopper's lines of the product (none: not a buyer), as the data module would answer
    client.setQueryData(['review-lines', 7, 'u1'], []);
    expect(screen.getByText('No reviews yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to review it' }).getAttribute('href')).toMatch(
      /^\/auth\?redirect=/,
    );
    expect(screen.queryByRole('link', { name: /stars:/ })).toBeNull();
    act(() =>
      account.publish('session:state', { status: 'signed-in', user: { id: 'u1', email: 'a@b.c', displayName: 'A' } }),
    );
    stop = () => account.publish('session:state', { status: 'signed-out', user: null });
    expect(screen.getByText(/Only shoppers who bought this gift can review it/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in to review it' })).toBeNull();
  });
  it('a buyer whose order is not delivered (or paid) yet is told why, in the database’s words, and offered no form', () => {
    const none: RatingDistribution = { value: 0, count: 0, stars: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } };
    const account = connectBus('account', __BUS_CONTRACT_VERSION__);
    const { client } = renderTab(none, { helpful: [] });
    client.setQueryData(
      ['review-lines', 7, 'u1'],
      [boughtLine({ cannotReview: 'You can review this gift once it has been delivered.' })],
    );
    act(() =>
      account.publish('session:state', { status: 'signed-in', user: { id: 'u1', email: 'a@b.c', displayName: 'A' } }),
    );
    stop = () => account.publish('session:state', { status: 'signed-out', user: null });
    expect(screen.getByText('You can review this gift once it has been delivered.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Write a Review' })).toBeNull();
  });
  it('the shopper’s own review offers no Report and no vote (the database refuses both from its writer); others’ do', () => {
    const account = connectBus('account', __BUS_CONTRACT_VERSION__);
    const { client } = renderTab(figures, { helpful: [review(3, 5, 'Perfect gift'), review(2, 3, 'My own words')] });
    client.setQueryData(
      ['review-lines', 7, 'u1'],
      [
        boughtLine({
          review: {
            id: 2,
            stars: 3,
            title: 'My own words',
            body: 'The lettering came out crisp.',
            boughtAsGift: false,
          },
        }),
      ],
    );
    act(() =>
      account.publish('session:state', { status: 'signed-in', user: { id: 'u1', email: 'a@b.c', displayName: 'A' } }),
    );
    stop = () => account.publish('session:state', { status: 'signed-out', user: null });
    const [other, mine] = screen.getAllByRole('article');
    expect(within(other!).getByRole('button', { name: 'Report' })).toBeTruthy();
    expect(within(other!).getByRole('button', { name: 'Yes (3)' })).toBeTruthy();
    expect(within(mine!).queryByRole('button')).toBeNull();
    expect(within(mine!).getByText('Your review · 2 found it helpful')).toBeTruthy();
  });
});
