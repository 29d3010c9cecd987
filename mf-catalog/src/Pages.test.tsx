import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserQueryClient, configureShop, NavigationProvider } from '@giftshop/shared';
import { toProductSummary } from '@giftshop/shared/domain';
import { readListingParams } from './listing/listingParams';
import { orderByQuery } from './listing/orderByQuery';
import { productListingQuery } from './listing/productListingQuery';
import Pages from './Pages';

/** A broken backend: it accepts each connection and drops it at once, counting the attempts. */
let attempts = 0;
let broken: Server;
async function brokenBackend(): Promise<number> {
  broken = createServer((socket) => {
    attempts += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
  return (broken.address() as { port: number }).port;
}

describe('catalogue pages when the backend is down', () => {
  beforeAll(async () => {
    configureShop({ supabase: { url: `http://127.0.0.1:${await brokenBackend()}`, anonKey: 'anon-key-for-tests' } });
    // Fail at once instead of after the shop's three backed-off retries.
    browserQueryClient('catalog').setDefaultOptions({ queries: { retry: false } });
  });
  afterAll(() => new Promise((resolve) => broken.close(resolve)));

  it('the products page says what failed and offers a Retry that tries again', async () => {
    render(<Pages page="products" params={{}} />);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain("We couldn't load these products");
    const before = attempts;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(attempts).toBeGreaterThan(before));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('the home page keeps its sections and explains the featured failure', async () => {
    render(<Pages page="home" params={{}} />);
    expect(await screen.findByText("We couldn't load our featured gifts", {}, { timeout: 10_000 })).toBeTruthy();
    // The lower sections' code loads on its own (at once on a page the browser renders).
    expect(await screen.findByRole('heading', { name: 'The holiday hub' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Shop by recipient' })).toBeTruthy();
    expect(document.title).toBe('Personalized Gifts — Keepsake Lane');
  });

  it('a category page shows an error with Retry, not Category Not Found', async () => {
    render(<Pages page="category" params={{ slug: 'mugs' }} />);
    expect(await screen.findByText("We couldn't load this category", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Category Not Found')).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('a malformed slug is Category Not Found without asking the backend', async () => {
    render(<Pages page="category" params={{ slug: '<img src=x onerror=alert(1)>' }} />);
    expect(await screen.findByRole('heading', { name: 'Category Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('the newsletter refuses a bad address with a message, and reports a failed subscription', async () => {
    render(<Pages page="home" params={{}} />);
    const box = screen.getByLabelText('E-mail address');
    fireEvent.change(box, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText(/Enter a valid e-mail address/)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(box, { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/We couldn’t subscribe you just now/, {}, { timeout: 10_000 })).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('ana@example.com');
  });

  it('a long one-word search wraps in the count line as in the title, never widening a phone’s page', () => {
    const word = 'a'.repeat(100);
    const params = readListingParams(`?q=${word}`);
    browserQueryClient('catalog').setQueryData(productListingQuery(null, params).queryKey, {
      pages: [{ category: null, products: [], total: 0 }],
      pageParams: [0],
    });
    render(
      <NavigationProvider value={{ pathname: '/products', search: `?q=${word}`, navigate: () => undefined }}>
        <Pages page="products" params={{}} />
      </NavigationProvider>,
    );
    const count = screen.getByTestId('count-line');
    expect(count.textContent).toBe(`0 products matching “${word}”`);
    // jsdom has no layout to measure: the rule that wraps it (seen at 375 px running past the screen's edge)
    expect(getComputedStyle(count).overflowWrap).toBe('anywhere');
  });

  it('a search starting with a right-to-left override is isolated where it is said back, its text unchanged', () => {
    const search = '?q=%E2%80%AEgum';
    const params = readListingParams(search);
    expect(params.q).toBe('\u202Egum');
    const roseMug = toProductSummary({ id: 7, sku: 'KL-MUG-007', name: 'Rose Name Mug', price: 18.99 } as never);
    browserQueryClient('catalog').setQueryData(productListingQuery(null, params).queryKey, {
      pages: [{ category: null, products: [roseMug], total: 1 }],
      pageParams: [0],
    });
    render(
      <NavigationProvider value={{ pathname: '/products', search, navigate: () => undefined }}>
        <Pages page="products" params={{}} />
      </NavigationProvider>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    const crumb = screen.getByRole('navigation', { name: 'Breadcrumb' }).querySelector('[aria-current="page"]')!;
    const count = screen.getByTestId('count-line');
    // the literal text stays as it was (the security probes compare it); the override is shut in its <bdi>
    expect(heading.textContent).toBe('Search results for “\u202Egum”');
    expect(crumb.textContent).toBe('Search results for “\u202Egum”');
    expect(count.textContent).toBe('1 product matching “\u202Egum”');
    for (const line of [heading, crumb, count]) {
      expect(Array.from(line.querySelectorAll('bdi'), (b) => b.textContent)).toEqual(['\u202Egum']);
      // the quotes stay outside the isolated words
      expect(line.querySelector('bdi')!.previousSibling?.textContent?.endsWith('“')).toBe(true);
    }
    // the title holds no element: the search is isolated there by FSI…PDI, so " — Keepsake Lane" is not reversed
    expect(document.title).toBe('Search: \u2068\u202Egum\u2069 — Keepsake Lane');
  });

  it('a category at an address whose search cannot be read says so over its products, its name kept', () => {
    const search = '?q=%E0%A4%A';
    const params = readListingParams(search);
    expect(params.q).toBe('');
    const mugs = { id: 3, slug: 'mugs', name: 'Mugs', description: 'Mugs made with their name.', parent_id: null };
    const roseMug = toProductSummary({ id: 7, sku: 'KL-MUG-007', name: 'Rose Name Mug', price: 18.99 } as never);
    const client = browserQueryClient('catalog');
    client.setQueryData(productListingQuery('mugs', params).queryKey, {
      pages: [{ category: mugs, products: [roseMug], total: 1 }],
      pageParams: [0],
    });
    client.setQueryData(orderByQuery('mugs').queryKey, null);
    render(
      <NavigationProvider value={{ pathname: '/category/mugs', search, navigate: () => undefined }}>
        <Pages page="category" params={{ slug: 'mugs' }} />
      </NavigationProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("We couldn't read that search");
    expect(screen.getByText(/^Its address was cut short or garbled\./).textContent).toBe(
      'Its address was cut short or garbled. Type what you’re looking for in the search box below, or browse every gift in Mugs.',
    );
    const crumb = screen.getByRole('navigation', { name: 'Breadcrumb' }).querySelector('[aria-current="page"]')!;
    expect(crumb.textContent).toBe('Mugs');
    // the category's products, no search said back, and the category's search box empty
    expect(screen.getByTestId('count-line').textContent).toBe('1 product');
    expect(screen.getByRole('link', { name: 'Rose Name Mug' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search Mugs' }) as HTMLInputElement).value).toBe('');
    expect(document.body.textContent).not.toContain('\uFFFD');
    expect(document.title).toBe('Search not read in Mugs — Keepsake Lane');
  });

  it('a new search whose call is stopped and retried shows its loading state and says so, never the last results', async () => {
    const client = browserQueryClient('catalog');
    // the last search, "mug", answered (its page is in the cache, as after the shopper saw it)
    const mugs = readListingParams('?q=mug');
    const roseMug = toProductSummary({ id: 7, sku: 'KL-MUG-007', name: 'Rose Name Mug', price: 18.99 } as never);
    client.setQueryData(productListingQuery(null, mugs).queryKey, {
      pages: [{ category: null, products: [roseMug], total: 1 }],
      pageParams: [0],
    });
    // the new search's call is dropped, then asked again after a wait (the shop's default retries)
    client.setDefaultOptions({ queries: { retry: 3, retryDelay: 60_000 } });
    const at = (search: string) => (
      <NavigationProvider value={{ pathname: '/products', search, navigate: () => undefined }}>
        <Pages page="products" params={{}} />
      </NavigationProvider>
    );
    const { rerender, unmount } = render(at('?q=mug'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search results for “mug”');
    expect(screen.getByText('Rose Name Mug')).toBeTruthy();

    const before = attempts;
    rerender(at('?q=frame'));
    const listing = screen.getByRole('region', { name: 'Product listing' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search results for “frame”');
    expect(within(listing).getByLabelText('Loading products').getAttribute('aria-busy')).toBe('true');
    expect(within(listing).queryByText('Rose Name Mug')).toBeNull();
    // the call failed and is being retried: the page says so, and still shows no old result
    expect(
      (
        await within(listing).findByText('Still loading: our shop is busy, trying again…', {}, { timeout: 10_000 })
      ).getAttribute('role'),
    ).toBe('status');
    expect(attempts).toBeGreaterThan(before);
    expect(within(listing).queryByText('Rose Name Mug')).toBeNull();
    expect(within(listing).getByLabelText('Loading products')).toBeTruthy();

    unmount();
    await client.cancelQueries();
    client.setDefaultOptions({ queries: { retry: false } });
  });
});
