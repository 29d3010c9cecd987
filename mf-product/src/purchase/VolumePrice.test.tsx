import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { connectBus } from '@giftshop/shared';
import { type CartItem, type VolumeTier } from '@giftshop/shared/domain';
import { VolumePrice } from './VolumePrice';
import { volumePriceQuery } from './volumePriceQuery';

/** The server's answers (volume_price) for the quantities this test expects to be asked, already in the cache. */
const tiers = [
  { minQuantity: 12, percentOff: 10 },
  { minQuantity: 24, percentOff: 15 },
];
const answer = (quantity: number): VolumeTier => ({
  productSku: 'KL-TEE-104',
  productName: 'Team Tee',
  quantity,
  percentOff: 0,
  discount: 0,
  unitPriceAtTier: 22.99,
  nextMinQuantity: 12,
  nextPercentOff: 10,
  itemsToNext: 12 - quantity,
  tiers,
});
const line = (id: string, productSku: string, quantity: number): CartItem => ({
  id,
  name: 'Team Tee',
  price: 22.99,
  image: '',
  quantity,
  customization: {},
  productSku,
  variantSku: `${productSku}-NAVY`,
});

const cart = connectBus('cart', __BUS_CONTRACT_VERSION__);
afterEach(() => act(() => cart.publish('cart:state', { items: [], total: 0, itemCount: 0 })));

describe('VolumePrice: what the cart already holds counts', () => {
  it('asks the server for the quantity chosen plus every line of this product in the cart, and says so', async () => {
    const client = new QueryClient();
    for (const quantity of [1, 6])
      client.setQueryData(volumePriceQuery('KL-TEE-104-SAGE', quantity).queryKey, answer(quantity));
    render(
      <QueryClientProvider client={client}>
        <VolumePrice productSku="KL-TEE-104" variantSku="KL-TEE-104-SAGE" quantity={1} />
      </QueryClientProvider>,
    );
    // before the cart has said what it holds: the quantity alone
    expect(screen.getByTestId('volume-price').textContent).toContain('1 item: volume prices start at 12 · 11 more');
    // two lines of this product (other sizes, another colour) and one of another product
    await act(async () => {
      cart.publish('cart:state', {
        items: [line('a', 'KL-TEE-104', 3), line('b', 'KL-TEE-104', 2), line('c', 'KL-MUG-110', 7)],
        total: 0,
        itemCount: 12,
      });
    });
    expect(
      await screen.findByText(/With the 5 in your cart, 6 items: volume prices start at 12 · 6 more/),
    ).toBeTruthy();
  });
});

describe('VolumePrice: nothing counted yet', () => {
  it('a group order with no row filled in shows the tiers, never "1 item"; its first row counts 1', async () => {
    const client = new QueryClient();
    client.setQueryData(volumePriceQuery('KL-TEE-104-SAGE', 1).queryKey, answer(1));
    const { rerender } = render(
      <QueryClientProvider client={client}>
        <VolumePrice productSku="KL-TEE-104" variantSku="KL-TEE-104-SAGE" quantity={0} />
      </QueryClientProvider>,
    );
    const shown = screen.getByTestId('volume-price');
    expect(shown.textContent).toBe('Volume prices: 12+\u00a010% off · 24+\u00a015% off');
    rerender(
      <QueryClientProvider client={client}>
        <VolumePrice productSku="KL-TEE-104" variantSku="KL-TEE-104-SAGE" quantity={1} />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('volume-price').textContent).toContain('1 item: volume prices start at 12 · 11 more');
  });

  it('with nothing filled in, what the cart holds of the product is still counted', async () => {
    const client = new QueryClient();
    client.setQueryData(volumePriceQuery('KL-TEE-104-SAGE', 5).queryKey, answer(5));
    await act(async () => {
      cart.publish('cart:state', { items: [line('a', 'KL-TEE-104', 5)], total: 0, itemCount: 5 });
    });
    render(
      <QueryClientProvider client={client}>
        <VolumePrice productSku="KL-TEE-104" variantSku="KL-TEE-104-SAGE" quantity={0} />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText(/With the 5 in your cart, 5 items: volume prices start at 12 · 7 more/),
    ).toBeTruthy();
  });
});

describe('VolumePrice: the size chosen', () => {
  it('shows what one item costs in that size, as the server quotes it with its upcharge (QA H-d)', () => {
    const client = new QueryClient();
    // the server's answers for 12 with no size (the variant's $22.99) and at 2XL (+$2), each 10% off
    const at12 = (unitPriceAtTier: number): VolumeTier => ({
      ...answer(12),
      percentOff: 10,
      unitPriceAtTier,
      nextMinQuantity: 24,
      nextPercentOff: 15,
      itemsToNext: 12,
    });
    client.setQueryData(volumePriceQuery('KL-TEE-104-SAGE', 12).queryKey, at12(20.69));
    client.setQueryData(volumePriceQuery('KL-TEE-104-SAGE', 12, '2XL').queryKey, at12(22.49));
    render(
      <QueryClientProvider client={client}>
        <VolumePrice productSku="KL-TEE-104" variantSku="KL-TEE-104-SAGE" size="2XL" quantity={12} />
      </QueryClientProvider>,
    );
    // before: '$20.69 each' at 2XL, where the cart charges $22.49
    expect(screen.getByTestId('volume-price').textContent).toContain('12 items: 10% off, $22.49 each');
  });
});

describe('VolumePrice: a quote on its way', () => {
  it('shows the last quote whole, never the cart’s new count beside its old total (QA H-d)', async () => {
    // the quote for 1 is in; the one for 2 (1 chosen + 1 now in the cart) is asked and never answered: its request
    // is already on its way, so the page's query waits for it instead of asking a backend that may be up (a full run)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(volumePriceQuery('KL-TEE-104-SAGE', 1).queryKey, answer(1));
    const unanswered = new Promise<VolumeTier>(() => {});
    void client.prefetchQuery({ queryKey: volumePriceQuery('KL-TEE-104-SAGE', 2).queryKey, queryFn: () => unanswered });
    render(
      <QueryClientProvider client={client}>
        <VolumePrice productSku="KL-TEE-104" variantSku="KL-TEE-104-SAGE" quantity={1} />
      </QueryClientProvider>,
    );
    await act(async () => {
      cart.publish('cart:state', { items: [line('a', 'KL-TEE-104', 1)], total: 0, itemCount: 1 });
    });
    // before: 'With the 1 in your cart, 1 item: …' (the cart's 1 beside the quote's total of 1)
    const shown = screen.getByTestId('volume-price').textContent;
    expect(client.getQueryState(volumePriceQuery('KL-TEE-104-SAGE', 2).queryKey)?.fetchStatus).toBe('fetching');
    expect(shown).toContain('1 item: volume prices start at 12 · 11 more');
    expect(shown).not.toContain('With the');
  });
});

describe('VolumePrice: one item at the tier (QA H-a)', () => {
  // the server's answer for 12 of a $22.99 tee (volume_price): 10% off each item, to the cent, is $20.69, and the
  // cart charges 12 × $20.69 = $248.28 (before: $248.29, 10% off the $275.88 subtotal)
  const at12: VolumeTier = {
    ...answer(12),
    percentOff: 10,
    discount: 27.6,
    unitPriceAtTier: 20.69,
    nextMinQuantity: 24,
    nextPercentOff: 15,
    itemsToNext: 12,
  };
  /** The line the page shows for `chosen` items here beside `inCart` of the product in the cart, 12 in all. */
  async function shownWith(inCart: number, chosen: number, perItem = true) {
    const client = new QueryClient();
    client.setQueryData(volumePriceQuery('KL-TEE-104-SAGE', 12).queryKey, at12);
    await act(async () => {
      const items = inCart > 0 ? [line('a', 'KL-TEE-104', inCart)] : [];
      cart.publish('cart:state', { items, total: 0, itemCount: inCart });
    });
    const { unmount } = render(
      <QueryClientProvider client={client}>
        <VolumePrice productSku="KL-TEE-104" variantSku="KL-TEE-104-SAGE" quantity={chosen} perItem={perItem} />
      </QueryClientProvider>,
    );
    const shown = screen.getByTestId('volume-price').textContent;
    unmount();
    return shown;
  }

  it('says the server’s "each", which × the quantity is the line charged; a group of several sizes says none', async () => {
    expect(await shownWith(0, 12)).toBe(
      'Volume prices: 12+\u00a010% off · 24+\u00a015% off' +
        '12 items: 10% off, $20.69 each · 12 more for 15% off. Counted across all sizes and names of this product in your cart.',
    );
    const group = await shownWith(0, 12, false);
    expect(group).toContain('12 items: 10% off · 12 more for 15% off.');
    expect(group).not.toContain('each');
  });

  it('with some in the cart (perhaps other sizes, other prices), says "each" of the items chosen here only', async () => {
    // 5 in the cart (at 2XL, $24.99, they are $22.49 each at the tier), 7 chosen here.
    // before: 'With the 5 in your cart, 12 items: 10% off, $20.69 each' (12 × $20.69, where the 5 cost $22.49 each)
    expect(await shownWith(5, 7)).toContain(
      'With the 5 in your cart, 12 items: 10% off, $20.69 each for these 7 · 12 more for 15% off.',
    );
    expect(await shownWith(11, 1)).toContain('With the 11 in your cart, 12 items: 10% off, $20.69 each for this one');
    // a group order with no row filled in, beside 12 in the cart: no item of its own to price
    const none = await shownWith(12, 0);
    expect(none).toContain('With the 12 in your cart, 12 items: 10% off ·');
    expect(none).not.toContain('each');
  });
});
