import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavigationProvider, ShopLink, type ShopNavigation } from './navigation';

/** A navigation that records what it was asked to do, as the shell's router adapter would be asked. */
function recordedNavigation(pathname: string, search = '') {
  const asked: { to: string; replace?: boolean }[] = [];
  const navigation: ShopNavigation = { pathname, search, navigate: (to, options) => asked.push({ to, ...options }) };
  return { navigation, asked };
}

describe('ShopLink', () => {
  it('adds a page to the history for another page, and replaces it for the page already open', () => {
    const { navigation, asked } = recordedNavigation('/category/christmas', '?sort=price');
    render(
      <NavigationProvider value={navigation}>
        <ShopLink to="/category/for-her">For Her</ShopLink>
        <ShopLink to="/category/christmas?sort=price">Christmas</ShopLink>
        <ShopLink to="/category/christmas">Christmas, unsorted</ShopLink>
        <ShopLink to="/category/for-her" replace>
          For Her, in place
        </ShopLink>
      </NavigationProvider>,
    );
    for (const name of ['For Her', 'Christmas', 'Christmas, unsorted', 'For Her, in place'])
      fireEvent.click(screen.getByRole('link', { name }));
    expect(asked).toEqual([
      { to: '/category/for-her', replace: false },
      { to: '/category/christmas?sort=price', replace: true },
      { to: '/category/christmas', replace: false },
      { to: '/category/for-her', replace: true },
    ]);
  });

  it('leaves a modified or middle click, and another target, to the browser', () => {
    const { navigation, asked } = recordedNavigation('/');
    // What the browser would be left to do, read once the shop's handler has run (then kept from happening here).
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    render(
      <NavigationProvider value={navigation}>
        <ShopLink to="/contact">Contact</ShopLink>
        <ShopLink to="/contact" target="_blank">
          Contact, new tab
        </ShopLink>
      </NavigationProvider>,
    );
    const contact = screen.getByRole('link', { name: 'Contact' });
    fireEvent.click(contact, { ctrlKey: true });
    fireEvent.click(contact, { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Contact, new tab' }));
    expect(asked).toEqual([]);
    // a plain click is the shop's: the browser's own navigation is prevented
    fireEvent.click(contact);
    expect(asked).toEqual([{ to: '/contact', replace: false }]);
    expect(leftToBrowser).toEqual([true, true, true, false]);
    document.removeEventListener('click', record);
  });
});
