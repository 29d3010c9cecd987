import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateAfterResponds, lazyFramePart } from './HydrateAfterResponds';

const Footer = () => <footer>418 Maple Row</footer>;

describe('lazyFramePart', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders the part once its code is in', async () => {
    const Part = lazyFramePart('footer', async () => Footer);
    render(
      <HydrateAfterResponds>
        <Part />
      </HydrateAfterResponds>,
    );
    expect((await screen.findByRole('contentinfo')).textContent).toBe('418 Maple Row');
  });

  it('a part whose code cannot load is left out, the page stands, and the console says which part', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = lazyFramePart('footer', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <>
        <main>
          <h1>Mugs</h1>
        </main>
        <HydrateAfterResponds>
          <Part />
        </HydrateAfterResponds>
      </>,
    );
    await act(async () => new Promise((done) => setTimeout(done, 20)));
    expect(screen.getByRole('heading', { name: 'Mugs' })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(logged).toHaveBeenCalledWith(
      "The shop's footer could not load; the page goes on without it.",
      expect.any(TypeError),
    );
  });

  it('a part with a stand-in shows it when its code cannot load (a shell page says it could not load)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazyFramePart(
      'Contact Us page',
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      () => <p role="alert">We couldn't load Contact Us</p>,
    );
    render(
      <Suspense>
        <Page />
      </Suspense>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe("We couldn't load Contact Us");
    expect(logged).toHaveBeenCalledWith(
      "The shop's Contact Us page could not load; the page goes on without it.",
      expect.any(TypeError),
    );
  });
});
