import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserQueryClient, configureShop } from '@giftshop/shared';
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
    expect(screen.getByRole('heading', { name: 'The holiday hub' })).toBeTruthy();
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
    expect(screen.getByText(/Please enter a valid e-mail address/)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(box, { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/We couldn’t subscribe you just now/, {}, { timeout: 10_000 })).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('ana@example.com');
  });
});
