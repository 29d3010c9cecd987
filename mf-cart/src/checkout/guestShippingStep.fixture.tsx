import { act } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BUS_CONTRACT_VERSION, createBus, createShopQueryClient, NavigationProvider } from '@giftshop/shared';
import { type CartItem } from '@giftshop/shared/domain';
import { inDocument } from '@giftshop/shared/testing';
import { cartFromItems } from '../cart/cartReducer';
import { CHECKOUT_DRAFT_KEY, emptyDraft, type CheckoutDraft } from './checkoutDraft';
import { CheckoutPage } from './CheckoutPage';

/** A line of the seeded catalogue, as the product page puts it in the cart. */
export const seededOrnament: CartItem = {
  id: 'KL-ORN-101-S1P1C1:DSN-NAME:checkout',
  name: "Baby's First Christmas Ornament",
  price: 16.99,
  image: '',
  quantity: 2,
  customization: { Style: 'Round Bauble', Color: 'Cranberry Red', personalizationText: 'Baby Emma 2026' },
  productSku: 'KL-ORN-101',
  variantSku: 'KL-ORN-101-S1P1C1',
  designCode: 'DSN-NAME',
};

/**
 * The real checkout page at its shipping step, in a page document (happy-dom's, in Node beside a real backend),
 * on a real bus: a signed-out guest with `draft` in the tab's draft and the ornament in the cart. `beforeRender`
 * runs just before the page is drawn; `test` gets the page's window, its container and the addresses it went to.
 */
export async function guestShippingStep(
  draft: Partial<CheckoutDraft>,
  test: (page: { window: Window; container: HTMLElement; visited: string[] }) => Promise<void>,
  beforeRender: () => void = () => undefined,
) {
  await inDocument('https://shop.example/checkout/shipping', async (document) => {
    const window = globalThis.window as unknown as Window;
    // the step's focus on arrival waits a frame: the page's frames, as a browser's
    Object.assign(globalThis, {
      requestAnimationFrame: window.requestAnimationFrame.bind(window),
      cancelAnimationFrame: window.cancelAnimationFrame.bind(window),
    });
    window.sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ ...emptyDraft, ...draft }));
    const hub = createBus();
    const owners = hub.connect('test-owners', BUS_CONTRACT_VERSION);
    owners.publish('cart:state', cartFromItems([seededOrnament]));
    owners.publish('session:state', { status: 'signed-out', user: null });
    const cart = hub.connect('cart', BUS_CONTRACT_VERSION);
    const visited: string[] = [];
    const navigation = { pathname: '/checkout/shipping', search: '', navigate: (to: string) => void visited.push(to) };
    beforeRender();
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() =>
      root.render(
        <QueryClientProvider client={createShopQueryClient()}>
          <NavigationProvider value={navigation}>
            <CheckoutPage bus={cart} step="shipping" onOrderPlaced={() => undefined} />
          </NavigationProvider>
        </QueryClientProvider>,
      ),
    );
    try {
      await test({ window, container, visited });
    } finally {
      act(() => root.unmount());
      delete (globalThis as Partial<typeof globalThis>).requestAnimationFrame;
      delete (globalThis as Partial<typeof globalThis>).cancelAnimationFrame;
    }
  });
}
