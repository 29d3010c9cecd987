import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyAfterPageResponds } from './lazyAfterPageResponds';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const Missing = ({ name }: { name: string }) => <p role="alert">No greeting for {name}</p>;

describe('lazyAfterPageResponds', () => {
  it('renders the part once its code is in (at once on a page the browser renders)', async () => {
    const code = vi.fn(async () => Greeting);
    const Later = lazyAfterPageResponds('greeting', code, Missing);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Later name="Ann" />
      </Suspense>,
    );
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
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Later name="Cy" />
      </Suspense>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('No greeting for Cy');
    expect(String(problems.mock.calls[0]?.[0])).toContain("The product page's greeting could not load.");
    problems.mockRestore();
  });
});
