import { act, fireEvent, render as renderBare, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail } from '@giftshop/shared/domain';
import { design, mugDesigns, mugVariants } from '../options/testData';
import { checkRows } from '../group/groupRows';
import { parseRoster } from '../group/rosterParse';
import { KEPT_CHOICES_KEY, KEPT_GROUP_KEY, KEPT_TEXT_MAX, restorableGroup } from './keptChoices';
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
    design_code: 'JERSEY',
    design_name: 'Team Jersey',
    personalization_options: {
      fields: [
        { key: 'name', label: 'Name', maxLength: 14 },
        { key: 'number', label: 'Number', type: 'number', min: 0, max: 99 },
      ],
    },
  }),
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
const kept = (key = KEPT_CHOICES_KEY) => (history.state as Record<string, unknown> | null)?.[key];
const keep = (choices: unknown, group?: unknown) =>
  history.replaceState({ ...router, [KEPT_CHOICES_KEY]: choices, [KEPT_GROUP_KEY]: group }, '');

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
    fireEvent.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase Quantity' }));
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

/** QA sweep 3: a group order's rows are kept in the same way, under their own key, each row checked on return. */
describe('a group order’s rows on Back and reload', () => {
  const jersey = { product: 7, selections: { Design: 'JERSEY' }, quantity: 1 };
  const groupPanel = () => screen.getByTestId('group-order') as HTMLDetailsElement;
  // the grid's code loads when the panel first opens
  const cell = (name: string) => screen.findByLabelText(name, {}, { timeout: 5000 }) as Promise<HTMLInputElement>;
  const paste = (text: string) =>
    fireEvent.paste(screen.getByTestId('group-paste'), { clipboardData: { getData: () => text } });

  it('are written beside the product’s choices a moment after the last change, and brought back with the panel open', async () => {
    keep(jersey);
    const page = render();
    expect(groupPanel().open).toBe(false);
    // the shopper opens "Order for a Group"
    groupPanel().open = true;
    fireEvent(groupPanel(), new Event('toggle'));
    await cell('Row 1 Name');
    vi.useFakeTimers();
    paste('Name\t#\tSize\nRivera\t7\tm\nLee\t100\tXXL');
    expect((screen.getByRole('combobox', { name: 'Row 2 Size' }) as HTMLSelectElement).value).toBe('XXL');
    fireEvent.change(screen.getByRole('textbox', { name: 'Row 2 Name' }), { target: { value: 'Lee Ann' } });
    act(() => vi.advanceTimersByTime(KEEP_AFTER_MS - 1));
    expect(kept(KEPT_GROUP_KEY)).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(kept(KEPT_GROUP_KEY)).toEqual({
      product: 7,
      name: 'Team order',
      rows: [
        { text: 'Rivera', number: '7', size: 'm' },
        { text: 'Lee Ann', number: '100', size: 'XXL' },
      ],
    });
    expect(kept()).toMatchObject({ selections: { Design: 'JERSEY' } });
    expect(history.state).toMatchObject(router);
    // a change just before the page goes (a reload) is written then
    fireEvent.change(screen.getByLabelText('Name of the group (shown in your cart)'), { target: { value: 'Falcons' } });
    dispatchEvent(new Event('beforeunload'));
    expect(kept(KEPT_GROUP_KEY)).toMatchObject({ name: 'Falcons' });
    vi.useRealTimers();
    page.unmount();

    render();
    await waitFor(() => expect(groupPanel().open).toBe(true));
    expect((await cell('Row 1 Name')).value).toBe('Rivera');
    // the size in the run's own spelling; a size the product does not offer stays on its row as it came, as the
    // paste showed it (QA: Back brought it back empty), and the row asks for one of the sizes there are
    expect((await cell('Row 1 Size')).value).toBe('M');
    expect((await cell('Row 2 Name')).value).toBe('Lee Ann');
    expect((await cell('Row 2 Number')).value).toBe('100');
    expect((await cell('Row 2 Size')).value).toBe('XXL');
    expect(screen.getByTestId('group-problems').textContent).toContain('Row 2, Number');
    expect(screen.getByTestId('group-problems').textContent).toContain('Row 2, Size: "XXL" is not a size');
    expect((screen.getByLabelText('Name of the group (shown in your cart)') as HTMLInputElement).value).toBe('Falcons');
    expect(radio('Team Jersey').checked).toBe(true);
  });

  it('stay shut for another product’s rows, and a corrupt or hostile group entry loses none of the product’s choices', async () => {
    keep({ ...jersey, quantity: 3 }, { product: 8, rows: [{ text: 'Rivera', number: '7', size: 'M' }] });
    const page = render();
    expect(radio('Team Jersey').checked).toBe(true);
    expect(quantity()).toBe('3');
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(groupPanel().open).toBe(false);
    page.unmount();

    for (const corrupt of ['rows', null, [1], { product: 7, rows: 'Rivera' }, { product: 7, rows: [null, 7, ['x']] }]) {
      keep({ ...jersey, quantity: 2 }, corrupt);
      const again = render();
      expect(quantity()).toBe('2');
      expect(groupPanel().open).toBe(false);
      again.unmount();
    }
  });

  it('a corrupt product entry loses none of the rows', async () => {
    keep('not choices', { product: 7, rows: [{ text: 'Rivera', number: '', size: 'S' }] });
    // the opening design has no text: the group order is not offered, and nothing breaks
    const page = render();
    expect(screen.queryByTestId('group-order')).toBeNull();
    page.unmount();
    // on a design with text, the rows come back (the number where the design has none left out)
    keep(
      { product: 7, selections: { Design: 'SCRIPT' } },
      { product: 7, rows: [{ text: 'Rivera', number: '7', size: 'S' }] },
    );
    render();
    expect((await cell('Row 1 Name')).value).toBe('Rivera');
    expect((await cell('Row 1 Size')).value).toBe('S');
    expect(screen.queryByLabelText('Row 1 Number')).toBeNull();
  });
});

describe('restorableGroup', () => {
  const offer = { product: 7, run, hasNumber: true };
  const row = { text: 'Rivera', number: '7', size: 'M' };

  it('keeps each row that is three strings, checked against the sizes offered now', () => {
    expect(
      restorableGroup(
        {
          product: 7,
          name: 'Falcons',
          rows: [
            row,
            { text: 'Lee', number: '', size: 'xl' },
            { text: 'Kim', number: 7, size: 'M' },
            { text: ['Ode'], number: '', size: 'M' },
            'Sam,9,M',
            null,
            { text: '', number: '', size: '' },
            { text: 'Ana', number: 'seven', size: 'l' },
            { text: 'x'.repeat(KEPT_TEXT_MAX + 1), number: '', size: 'M' },
          ],
        },
        offer,
      ),
    ).toEqual({
      product: 7,
      name: 'Falcons',
      rows: [row, { text: 'Lee', number: '', size: 'xl' }, { text: 'Ana', number: 'seven', size: 'l' }],
    });
  });

  it('keeps a size the product no longer offers on its row, as the CSV import does (one rule: the grid checks it)', () => {
    // run offers S, M, L: "XXS" is gone, "l" is L; the import keeps both as given, and so does Back
    const imported = parseRoster('Name,Size\nLee,XXS\nAna,l\nKim,', true).rows;
    expect(imported.map((r) => r.size)).toEqual(['XXS', 'l', '']);
    expect(restorableGroup({ product: 7, rows: imported }, { ...offer, hasNumber: false })?.rows).toEqual(imported);
    // and the grid shows them alike: XXS as it came (asking for a size there is), l as L
    expect(checkRows(imported, null, run).map((r) => [r.size, Boolean(r.sizeProblem)])).toEqual([
      [null, true],
      ['L', false],
      [null, true],
    ]);
  });

  it('leaves out a number where the design has none and a size where the product has none', () => {
    expect(restorableGroup({ product: 7, rows: [row] }, { product: 7, run: null, hasNumber: false })).toEqual({
      product: 7,
      name: 'Team order',
      rows: [{ text: 'Rivera', number: '', size: '' }],
    });
    // a row left with nothing is not brought back
    expect(
      restorableGroup(
        { product: 7, rows: [{ text: '', number: '7', size: 'M' }] },
        { ...offer, run: null, hasNumber: false },
      ),
    ).toBeNull();
  });

  it('brings back at most 200 rows, and no name that is not one', () => {
    const group = restorableGroup({ product: 7, name: { toString: 'x' }, rows: Array(100_000).fill(row) }, offer);
    expect(group?.rows).toHaveLength(200);
    expect(group?.name).toBe('Team order');
    expect(restorableGroup({ product: 7, name: 'x'.repeat(101), rows: [row] }, offer)?.name).toBe('Team order');
  });

  it.each([
    [undefined],
    ['rows'],
    [[row]],
    [{ product: '7', rows: [row] }],
    [{ product: 8, rows: [row] }],
    [{ product: 7, rows: { 0: row } }],
    [{ product: 7, rows: [] }],
    [JSON.parse('{"product":7,"rows":[{"__proto__":{"text":"Rivera"},"number":"","size":"M"}]}')],
  ])('brings back nothing from %j', (corrupt) => expect(restorableGroup(corrupt, offer)).toBeNull());
});
