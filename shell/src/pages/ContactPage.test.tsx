import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { connectBus, getShopConfig } from '@giftshop/shared';
import { ContactPage } from './ContactPage';
import { CART_WITHOUT_SCRIPTS_PATH } from './shellPages';

const open = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <ContactPage />
    </MemoryRouter>,
  );
const cartNote = /Your cart is kept in this browser/;
const needsScripts = /showing it needs JavaScript/;

describe('ContactPage', () => {
  it("says, for the header's cart without JavaScript, that the cart needs it, and offers to take the order", () => {
    // the server's HTML: the words for a browser without scripts are in a <noscript>, shown only there
    const html = renderToString(
      <MemoryRouter initialEntries={[CART_WITHOUT_SCRIPTS_PATH]}>
        <ContactPage />
      </MemoryRouter>,
    );
    const noscript = /<noscript>(.*?)<\/noscript>/s.exec(html)?.[1] ?? '';
    expect(noscript).toMatch(needsScripts);
    expect(html.replace(/<noscript>.*?<\/noscript>/gs, '')).not.toMatch(needsScripts);
    open(CART_WITHOUT_SCRIPTS_PATH);
    const { email, phone } = getShopConfig();
    expect(screen.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    expect(screen.getByRole('link', { name: phone })).toBeTruthy();
  });

  it('with scripts on, never says they are off: it offers the cart, which Open Your Cart opens on the bus', async () => {
    const cart = connectBus('test-cart', __BUS_CONTRACT_VERSION__);
    const opened = vi.fn();
    const stop = cart.handle('cart:open', opened);
    open(CART_WITHOUT_SCRIPTS_PATH);
    expect(screen.getByText(cartNote)).toBeTruthy();
    expect(screen.queryByText(needsScripts)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open Your Cart' }));
    expect(opened).toHaveBeenCalledTimes(1);
    stop();
  });

  it('says nothing of the cart for any other or hostile topic, and never echoes it', () => {
    for (const about of ['', 'Cart', 'cart%00', '<img src=x onerror=alert(1)>', 'cart&about=cart2']) {
      const { container, unmount } = open(`/contact?about=${encodeURIComponent(about)}`);
      expect(screen.queryByText(cartNote), about).toBeNull();
      expect(screen.queryByRole('button', { name: 'Open Your Cart' }), about).toBeNull();
      expect(container.querySelector('img'), about).toBeNull();
      expect(container.textContent, about).not.toContain('onerror');
      unmount();
    }
  });
});
