import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { composeRoutes } from '../routes/composeRoutes';

// The federation runtime is a wall the shell does not own: it stands in for the network and the remote.
const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));
vi.mock('@module-federation/runtime', async (original) => ({
  ...(await original<typeof import('@module-federation/runtime')>()),
  ...runtime,
}));
// So is the network: each remote's manifest answers as a remote would (by default, built against this shared).
const manifestShares = vi.hoisted(() => ({ current: null as null | { name: string; requiredVersion: string }[] }));
vi.stubGlobal(
  'fetch',
  vi.fn(async () =>
    manifestShares.current
      ? new Response(JSON.stringify({ exposes: [], shared: manifestShares.current }))
      : new Response('Not found', { status: 404 }),
  ),
);

let RemoteSlot: typeof import('./RemoteSlot').RemoteSlot;
let entryUrl: typeof import('./remoteRegistry').entryUrl;

beforeEach(async () => {
  // A fresh registry per test: loaded modules are cached for the page's lifetime.
  vi.resetModules();
  ({ RemoteSlot } = await import('./RemoteSlot'));
  const registry = await import('./remoteRegistry');
  entryUrl = registry.entryUrl;
  // A page with no remote of its own: setting the URLs starts no load these tests did not ask for.
  history.replaceState(null, '', '/contact');
  registry.setRemoteUrls(
    {
      catalog: 'http://localhost:5174/remoteEntry.js',
      product: 'http://localhost:5175/remoteEntry.js',
    },
    [],
  );
  runtime.registerRemotes.mockReset();
  runtime.loadRemote.mockReset();
  manifestShares.current = null;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteSlot', () => {
  it('shows the skeleton, then the remote page', async () => {
    runtime.loadRemote.mockResolvedValue({ default: ({ page }: { page: string }) => <h1>catalog {page}</h1> });
    render(<RemoteSlot id="catalog/Pages" props={{ page: 'home', params: {} }} skeleton={<p>loading…</p>} />);
    expect(screen.getByText('loading…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'catalog home' })).toBeTruthy();
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'catalog', entry: 'http://localhost:5174/remoteEntry.js', type: 'module' }],
      { force: false },
    );
  });

  it('renders a remote page whose code is already in once, and not again when its load settles', async () => {
    // As on a hydrating page, or on a second visit to a route: the slot starts with the module it has.
    let renders = 0;
    runtime.loadRemote.mockResolvedValue({
      default: ({ page }: { page: string }) => {
        renders += 1;
        return <h1>catalog {page}</h1>;
      },
    });
    await (await import('./remoteRegistry')).loadRemoteModule('catalog/Pages');
    render(<RemoteSlot id="catalog/Pages" props={{ page: 'home', params: {} }} skeleton={<p>loading…</p>} />);
    expect(screen.getByRole('heading', { name: 'catalog home' })).toBeTruthy();
    await act(() => new Promise((settle) => setTimeout(settle, 50)));
    expect(screen.getByRole('heading', { name: 'catalog home' })).toBeTruthy();
    expect(renders).toBe(1);
  });

  it('keeps a failed load inside the slot, and Retry loads it under a new URL', async () => {
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('#RUNTIME-008 Failed to load script resources'))
      .mockResolvedValueOnce({ default: () => <h1>product page</h1> });
    render(
      <RemoteSlot id="product/Pages" props={{ page: 'detail', params: { sku: 'A' } }} skeleton={<p>loading…</p>} />,
    );
    expect(await screen.findByRole('heading', { name: "We couldn't load this product" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'product page' })).toBeTruthy();
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'product', entry: 'http://localhost:5175/remoteEntry.js?retry=1', type: 'module' }],
      { force: true },
    );
  });

  it('catches a remote that crashes while rendering', async () => {
    runtime.loadRemote.mockResolvedValue({
      default: () => {
        throw new Error('boom');
      },
    });
    render(<RemoteSlot id="catalog/Pages" props={{ page: 'products', params: {} }} skeleton={null} />);
    expect(await screen.findByRole('heading', { name: "We couldn't load the catalog" })).toBeTruthy();
  });

  it('refuses a remote that does not provide the module', async () => {
    runtime.loadRemote.mockResolvedValue({ default: 'not a component' });
    render(<RemoteSlot id="catalog/Pages" props={{ page: 'home', params: {} }} skeleton={null} compact />);
    expect(await screen.findByRole('button', { name: 'Retry Loading the Catalog' })).toBeTruthy();
  });

  it('in the header, a failed part shows its own icon with the retry arrow, so two failures are told apart', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('remote down'));
    (await import('./headerTurn')).pageResponded();
    render(
      <RemoteSlot
        id="cart/CartButton"
        props={{}}
        skeleton={null}
        compact
        failureIcon={<svg data-testid="bag-icon" aria-hidden="true" />}
      />,
    );
    const retry = await screen.findByRole('button', { name: 'Retry Loading the Cart' });
    expect(retry.querySelector('[data-testid="bag-icon"]')).toBeTruthy();
    expect(retry.querySelectorAll('svg')).toHaveLength(2);
    expect(retry.textContent).toBe('');
  });
});

describe('a remote built for another shared package', () => {
  it('is refused before any of its code runs, and its slot shows its failure', async () => {
    manifestShares.current = [{ name: '@giftshop/shared', requiredVersion: '^9.0.0' }];
    runtime.loadRemote.mockResolvedValue({ default: () => <h1>catalog home</h1> });
    render(<RemoteSlot id="catalog/Pages" props={{ page: 'home', params: {} }} skeleton={<p>loading…</p>} />);
    expect(await screen.findByRole('heading', { name: "We couldn't load the catalog" })).toBeTruthy();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/"catalog" remote needs @giftshop\/shared \^9\.0\.0, but this shop provides \d+\.\d+\.\d+/),
    );
  });
});

describe('setRemoteUrls', () => {
  const urls = {
    product: 'http://localhost:5175/remoteEntry.js',
    cart: 'http://localhost:5176/remoteEntry.js',
    account: 'http://localhost:5177/remoteEntry.js',
  };
  const loadedIds = () => runtime.loadRemote.mock.calls.map(([id]) => id);
  const routes = composeRoutes({
    product: [{ path: '/product/:sku', page: 'detail', title: 'Product', server: 'prefetch' }],
  });

  it("starts loading the current route's remote page at once, and the header's remotes once the page responds", async () => {
    const registry = await import('./remoteRegistry');
    const { headerTurn, pageResponded } = await import('./headerTurn');
    const turnCame = vi.fn();
    void headerTurn.then(turnCame);
    runtime.loadRemote.mockImplementation(async (id: string) => ({ default: () => <p>{id}</p> }));
    history.replaceState(null, '', '/product/KL-MUG-101');
    registry.setRemoteUrls(urls, routes);
    const cart = registry.loadRemoteModule('cart/CartButton');
    await vi.waitFor(() => expect(loadedIds()).toEqual(['product/Pages']));
    // A slot that asks while the load is under way shares it instead of loading again.
    await expect(registry.loadRemoteModule('product/Pages')).resolves.toBeTypeOf('function');
    // The page has loaded and not responded yet: the header still waits its turn (an open turn would have
    // run its callback many ticks ago), so the page's own code had the link to itself.
    expect(turnCame).not.toHaveBeenCalled();
    expect(loadedIds()).toEqual(['product/Pages']);
    pageResponded();
    await expect(cart).resolves.toBeTypeOf('function');
    expect(loadedIds()).toEqual(['product/Pages', 'account/AccountMenu', 'cart/CartButton']);
  });

  it("loads the header's remotes at once when the shopper taps before the page has responded", async () => {
    const registry = await import('./remoteRegistry');
    runtime.loadRemote.mockImplementation(async (id: string) => ({ default: () => <p>{id}</p> }));
    history.replaceState(null, '', '/product/KL-MUG-101');
    registry.setRemoteUrls(urls, routes);
    const account = registry.loadRemoteModule('account/AccountMenu');
    fireEvent.pointerDown(document.body);
    await expect(account).resolves.toBeTypeOf('function');
    expect(loadedIds()).toContain('cart/CartButton');
  });
});

describe('entryUrl', () => {
  it('changes the URL on each retry so the browser cannot serve a cached failure', () => {
    expect(entryUrl('http://localhost:5174/remoteEntry.js', 0)).toBe('http://localhost:5174/remoteEntry.js');
    expect(entryUrl('http://localhost:5174/remoteEntry.js', 2)).toBe('http://localhost:5174/remoteEntry.js?retry=2');
  });
});
