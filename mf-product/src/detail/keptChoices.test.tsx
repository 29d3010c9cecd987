import { act, fireEvent, render as renderBare, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail } from '@giftshop/shared';
import { design, mugDesigns, mugVariants } from '../options/testData';
import { KEPT_CHOICES_KEY, KEPT_TEXT_MAX } from './keptChoices';
import { ProductView } from './ProductView';
import { KEEP_AFTER_MS } from './useKeptChoices';

/** QA 6: the product page keeps the shopper's choices in the tab's history entry (Back, Forward, a reload). */
const product: ProductDetail = {
  id: 7,
  sku: 'TEE-7',
  name: 'Name Tee',
  price: 18,
  original_price: null,
  discount_percentage: null,
  is_active: true,
  featured: false,
  product_options_config: null,
  gallery_urls: [{ url: 'https://img.example/tee.svg' }],
  rating: null,
  review_count: null,
  default_description: 'A tee.',
};
const run = {
  code: 'adult',
  guideNote: null,
  sizes: ['S', 'M', 'L'].map((size) => ({ size, upcharge: 0, measurements: {} })),
};
const variants = mugVariants.map((v) => ({ ...v, sizes: run }));
const designs = [
  ...mugDesigns,
  design({
    design_code: 'SCRIPT',
    design_name: 'Script Name',
    personalization_options: {
      fields: [{ key: 'name', label: 'Name', maxLength: 12 }],
      fonts: ['Classic Serif', 'Block Capitals'],
      colors: [
        { name: 'Gold', hex: '#b8892b' },
        { name: 'Navy', hex: '#1f2f56' },
      ],
    },
  }),
];
// what react-router keeps in the entry: never touched
const router = { usr: null, key: 'r1', idx: 3 };

const render = () =>
  renderBare(<ProductView product={product} variants={variants} designs={designs} />, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
        {children}
      </QueryClientProvider>
    ),
  });
const radio = (name: string | RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
const sizeChip = (name: string) =>
  within(screen.getByTestId('size-selector')).getByRole('radio', { name }) as HTMLInputElement;
const nameField = () => screen.queryByLabelText('Name') as HTMLInputElement | null;
const quantity = () => (screen.getByLabelText('Quantity') as HTMLInputElement).value;
const kept = () => (history.state as Record<string, unknown> | null)?.[KEPT_CHOICES_KEY];
const keep = (choices: unknown) => history.replaceState({ ...router, [KEPT_CHOICES_KEY]: choices }, '');

beforeEach(() => history.replaceState({ ...router }, ''));
afterEach(() => vi.useRealTimers());

describe('the shopper’s choices on Back and reload', () => {
  it('are written to the history entry beside the router’s own: a tap’s at once, typing a moment after the last key', () => {
    vi.useFakeTimers();
    render();
    fireEvent.click(radio(/Black/));
    fireEvent.click(radio('Script Name'));
    fireEvent.click(radio('Navy'));
    fireEvent.click(radio('Block Capitals'));
    fireEvent.click(sizeChip('M'));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(kept()).toMatchObject({ size: 'M', textColor: 'Navy', quantity: 3 });
    fireEvent.change(nameField()!, { target: { value: 'Grandma' } });
    fireEvent.change(nameField()!, { target: { value: 'Grandma Rose' } });
    act(() => vi.advanceTimersByTime(KEEP_AFTER_MS - 1));
    expect(kept()).toMatchObject({ text: '' });
    act(() => vi.advanceTimersByTime(1));
    expect(history.state).toEqual({
      ...router,
      [KEPT_CHOICES_KEY]: {
        product: 7,
        selections: { Style: '11 oz', Printing: 'One side', Color: 'Black', Design: 'SCRIPT' },
        size: 'M',
        text: 'Grandma Rose',
        textColor: 'Navy',
        lettering: 'Block Capitals',
        quantity: 3,
      },
    });
  });

  it('are written when the page goes (a reload) and brought back when it opens on the entry again', () => {
    const page = render();
    fireEvent.click(radio(/Black/));
    fireEvent.click(radio('Script Name'));
    fireEvent.change(nameField()!, { target: { value: 'Grandma' } });
    fireEvent.click(radio('Navy'));
    fireEvent.click(sizeChip('L'));
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '4' } });
    fireEvent.blur(screen.getByLabelText('Quantity'));
    fireEvent.change(nameField()!, { target: { value: 'Grandma Rose' } });
    dispatchEvent(new Event('beforeunload'));
    expect(kept()).toMatchObject({ text: 'Grandma Rose', quantity: 4 });
    page.unmount();

    render();
    expect(radio(/Black/).checked).toBe(true);
    expect(radio('Script Name').checked).toBe(true);
    expect(nameField()!.value).toBe('Grandma Rose');
    expect(radio('Navy').checked).toBe(true);
    expect(sizeChip('L').checked).toBe(true);
    expect(quantity()).toBe('4');
    expect(screen.getByTestId('personalization-counter').textContent).toBe('12/12');
  });

  it('bring back a text over the design’s limit as typed, with what to remove', () => {
    keep({ product: 7, selections: { Design: 'SCRIPT' }, text: 'Grandma Rose Smith', quantity: 1 });
    render();
    expect(nameField()!.value).toBe('Grandma Rose Smith');
    expect(screen.getByTestId('personalization-problem').textContent).toMatch(/6 characters/);
  });

  it('leave out what the page no longer offers or what is not a choice, and show the rest', () => {
    keep({
      product: 7,
      selections: { Color: 'Purple', Style: 15, Printing: 'Both sides', Design: 'SCRIPT', Handle: 'Gold' },
      size: 'XXXL',
      text: 'x'.repeat(KEPT_TEXT_MAX + 1),
      textColor: 'Neon',
      lettering: ['Block Capitals'],
      quantity: 1_000_000,
    });
    render();
    expect(radio('Both sides').checked).toBe(true);
    expect(radio('Script Name').checked).toBe(true);
    // the opening choices stand for the rest
    expect(radio('11 oz').checked).toBe(true);
    expect(radio(/White/).checked).toBe(true);
    expect(screen.getAllByRole('radio', { checked: true }).map((r) => r.getAttribute('value'))).not.toContain('XXXL');
    expect(within(screen.getByTestId('size-selector')).queryByRole('radio', { checked: true })).toBeNull();
    expect(nameField()!.value).toBe('');
    expect(radio('Gold').checked).toBe(true);
    expect(radio('Classic Serif').checked).toBe(true);
    expect(quantity()).toBe('1');
  });

  it.each([['not choices'], [null], [[1, 2]], [{ product: 7, selections: 'Black', text: 42, quantity: '3' }]])(
    'open on the opening choices when the entry keeps something else (%j)',
    (corrupt) => {
      keep(corrupt);
      render();
      expect(radio(/White/).checked).toBe(true);
      expect(nameField()).toBeNull();
      expect(quantity()).toBe('1');
    },
  );

  it('are never another product’s', () => {
    keep({ product: 8, selections: { Color: 'Black', Design: 'SCRIPT' }, text: 'Sam', size: 'M', quantity: 5 });
    render();
    expect(radio(/White/).checked).toBe(true);
    expect(radio('Floral Wreath').checked).toBe(true);
    expect(quantity()).toBe('1');
  });
});
