import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getShopConfig } from '@giftshop/shared';
import { ContactPage } from './ContactPage';
import { CART_WITHOUT_SCRIPTS_PATH } from './shellPages';

const open = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <ContactPage />
    </MemoryRouter>,
  );
const cartNote = /Your cart is kept in this browser, and showing it needs JavaScript/;

describe('ContactPage', () => {
  it("says, for the header's cart without JavaScript, that the cart needs it, and offers to take the order", () => {
    open(CART_WITHOUT_SCRIPTS_PATH);
    expect(screen.getByText(cartNote)).toBeTruthy();
    const { email, phone } = getShopConfig();
    expect(screen.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    expect(screen.getByRole('link', { name: phone })).toBeTruthy();
  });

  it('says nothing of the cart for any other or hostile topic, and never echoes it', () => {
    for (const about of ['', 'Cart', 'cart%00', '<img src=x onerror=alert(1)>', 'cart&about=cart2']) {
      const { container, unmount } = open(`/contact?about=${encodeURIComponent(about)}`);
      expect(screen.queryByText(cartNote), about).toBeNull();
      expect(container.querySelector('img'), about).toBeNull();
      expect(container.textContent, about).not.toContain('onerror');
      unmount();
    }
  });
});
