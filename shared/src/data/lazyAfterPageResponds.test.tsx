import { render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyAfterPageResponds } from './lazyAfterPageResponds';
import { PAGE_HANDOVER_ID } from './pageHandover';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const Missing = ({ name }: { name: string }) => <p role="alert">No greeting for {name}</p>;
const renderInSuspense = (part: ReactNode) => render(<Suspense fallback={<p>Loading</p>}>{part}</Suspense>);

describe('lazyAfterPageResponds', () => {
  it('renders the part once its code is in (at once on a page the browser renders)', async () => {
    const code = vi.fn(async () => Greeting);
    const Later = lazyAfterPageResponds('greeting', code, Missing);
    renderInSuspense(<Later name="Ann" />);
    expect(await screen.findByText('Hello Ann')).toBeTruthy();
    expect(code).toHaveBeenCalledTimes(1);
  });

  it('renders without waiting once `load` brought the code in: the server never suspends on it', async () => {
    const Later = lazyAfterPageResponds('greeting', async () => Greeting, Missing);
    await Later.load();
    // renderToString cannot wait: a part that suspended would be its fallback, left to the browser.
    expect(
      renderToString(
        <Suspense fallback={<p>Loading</p>}>
          <Later name="Bo" />
        </Suspense>,
      ),
    ).toContain('Hello <!-- -->Bo');
  });

  it('shows what stands in for it, and names the part in the console, when its code cannot load', async () => {
    const problems = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Later = lazyAfterPageResponds(
      'greeting',
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      Missing,
    );
    renderInSuspense(<Later name="Cy" />);
    expect((await screen.findByRole('alert')).textContent).toBe('No greeting for Cy');
    expect(String(problems.mock.calls[0]?.[0])).toContain("The shop's greeting could not load.");
    problems.mockRestore();
  });

  describe('on a page the server rendered', () => {
    afterEach(() => document.getElementById(PAGE_HANDOVER_ID)?.remove());

    it('asks for the code only once the page responds, and once', async () => {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = PAGE_HANDOVER_ID;
      block.textContent = JSON.stringify({ remotes: {}, rendered: ['catalog/Pages'], queries: {} });
      document.body.append(block);
      // A fresh copy of the page's state (pageResponds), read with the handover in place.
      vi.resetModules();
      const { lazyAfterPageResponds: fresh } = await import('./lazyAfterPageResponds');
      const { markPageResponds } = await import('./pageResponds');
      const code = vi.fn(async () => Greeting);
      const Later = fresh('greeting', code, Missing);
      renderInSuspense(<Later name="Di" />);
      const loaded = Later.load();
      await new Promise((wait) => setTimeout(wait, 50));
      expect(code).not.toHaveBeenCalled();
      expect(screen.getByText('Loading')).toBeTruthy();

      markPageResponds();
      await loaded;
      expect(await screen.findByText('Hello Di')).toBeTruthy();
      expect(code).toHaveBeenCalledTimes(1);
    });
  });
});
