import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { getShopConfig, usePageTitle } from '@giftshop/shared';
import { pageTitle } from '@giftshop/shared/domain';
import { NavigationBridge } from '../App';
import { beginHydration, endHydration } from '../remotes/slotRendering';
import { useRouteTitle } from './useRouteTitle';

/**
 * The tab's title on a remote's route, as the shell's RemotePage sets it (a route's title, then the page's own):
 * at 375 px the product page's tab read "Product — Keepsake Lane" after load, over the server's product name,
 * until the page set its own.
 */
const tab = (page: string) => pageTitle(page, getShopConfig().brandName);

/** A remote page on a route: the route's title from the shell, its own (in an effect) once it knows it. */
function RoutePage({
  routeTitle,
  ownTitle = null,
  next,
}: {
  routeTitle: string;
  ownTitle?: string | null;
  next?: string;
}) {
  useRouteTitle(routeTitle);
  usePageTitle(ownTitle);
  const navigate = useNavigate();
  return (
    <>
      {next && <button onClick={() => navigate(next)}>Next</button>}
      <button onClick={() => navigate(-1)}>Back</button>
    </>
  );
}

function renderShop(ownCategoryTitle: string | null = null) {
  render(
    <MemoryRouter initialEntries={['/product/KL-MUG-101']}>
      <NavigationBridge>
        <Routes>
          <Route path="/product/:sku" element={<RoutePage routeTitle="Product" next="/category/mugs" />} />
          <Route path="/category/:slug" element={<RoutePage routeTitle="Category" ownTitle={ownCategoryTitle} />} />
        </Routes>
      </NavigationBridge>
    </MemoryRouter>,
  );
}

afterEach(() => endHydration());

describe("a remote route's title", () => {
  it("keeps the server's <title> while the page it rendered hydrates", () => {
    document.title = tab('Personalized Name Mug');
    beginHydration(['product/Pages']);
    renderShop();
    expect(document.title).toBe(tab('Personalized Name Mug'));
  });

  it("sets the route's title at once on a client-side navigation, then the page's own", () => {
    document.title = tab('Personalized Name Mug');
    beginHydration(['product/Pages']);
    renderShop();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(document.title).toBe(tab('Category'));
  });

  it("gives the page's own title the last word after a navigation", () => {
    document.title = tab('Personalized Name Mug');
    beginHydration(['product/Pages']);
    renderShop('Mugs');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(document.title).toBe(tab('Mugs'));
  });

  it("sets the route's title on Back to the page the server rendered, once the shopper left it", () => {
    document.title = tab('Personalized Name Mug');
    beginHydration(['product/Pages']);
    renderShop();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(document.title).toBe(tab('Product'));
  });

  it("sets the route's title at once on a page rendered in the browser (no server <title> to keep)", () => {
    document.title = 'Keepsake Lane';
    renderShop();
    expect(document.title).toBe(tab('Product'));
  });
});
