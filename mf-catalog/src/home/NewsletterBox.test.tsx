import type { Window as HappyWindow } from 'happy-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createServer, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { configureShop } from '@giftshop/shared';
import { NewsletterBox } from './NewsletterBox';

/** happy-dom's own controls: the viewport's width, which the shop's media queries read. */
const { happyDOM } = window as unknown as HappyWindow;

/** The layout of the sign-up box as the browser styles it (happy-dom applies the shop's media queries). */
const renderBox = (width: number) => {
  happyDOM.setViewport({ width, height: 800 });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NewsletterBox />
    </QueryClientProvider>,
  );
  return getComputedStyle(screen.getByLabelText('E-mail address'));
};

afterEach(() => happyDOM.setViewport({ width: 1024, height: 768 }));

describe('NewsletterBox', () => {
  it('keeps the e-mail box 48 px tall on a phone, where its row stacks (QA sweep H-i, #1: squashed to ~20 px)', () => {
    const phone = renderBox(375);
    expect(getComputedStyle(screen.getByLabelText('E-mail address').parentElement!).flexDirection).toBe('column');
    // in a column `flex: 1` sizes the box along it, from 0: it must not grow or shrink there
    expect(phone.height).toBe('48px');
    expect(phone.flexGrow).toBe('0');
    expect(phone.flexBasis).toBe('auto');
  });

  it('lets the e-mail box take the row beside Subscribe on a desktop', () => {
    const desktop = renderBox(1280);
    expect(desktop.flexGrow).toBe('1');
  });

  it('keeps the focus on Subscribe while it is sent, and sends it once (QA sweep H-e)', async () => {
    // a backend that takes the sign-up and has not answered yet: the wall is the network, the box is real
    const held: ServerResponse[] = [];
    const backend = createServer((request, response) => {
      if (request.method !== 'OPTIONS') return void held.push(response);
      // the page's preflight, answered as the backend answers it
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
      });
      response.end();
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const { port } = backend.address() as { port: number };
    configureShop({ supabase: { url: `http://127.0.0.1:${port}`, anonKey: 'anon-key-for-tests' } });
    try {
      renderBox(375);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('E-mail address'), 'ana@example.com');
      const subscribe = screen.getByRole<HTMLButtonElement>('button', { name: 'Subscribe' });
      subscribe.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(held).toHaveLength(1), { timeout: 5000 });
      expect(subscribe.textContent).toBe('Subscribing…');
      // before: disabled while it was sent, and a browser drops the focus of a disabled button (Chromium: to <body>)
      expect(subscribe.disabled).toBe(false);
      expect(subscribe.getAttribute('aria-disabled')).toBe('true');
      expect(document.activeElement).toBe(subscribe);
      await user.keyboard('{Enter}');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(held).toHaveLength(1);
      // the backend answers: thanked, the focus still where it was
      held[0]!.writeHead(201, { 'access-control-allow-origin': '*' }).end();
      expect(await screen.findByText(/Thanks for subscribing!/)).toBeTruthy();
      expect(document.activeElement).toBe(subscribe);
      expect(subscribe.getAttribute('aria-disabled')).toBe('false');
    } finally {
      backend.closeAllConnections();
      await new Promise((resolve) => backend.close(resolve));
    }
  });
});
