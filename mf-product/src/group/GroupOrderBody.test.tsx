import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { BUS_CONTRACT_VERSION, connectBus, type Commands } from '@giftshop/shared';
import { type CartItem, type ProductDetail, type VolumeTier } from '@giftshop/shared/domain';
import { readPersonalization } from '../personalization/personalizationOptions';
import { design, variant } from '../options/testData';
import { volumePriceQuery } from '../purchase/volumePriceQuery';
import GroupOrderBody from './GroupOrderBody';
import { rowHeight } from './gridLayout';

/** The group grid of a sized tee in a jersey design (name + number 0–99), as the product page mounts it. */
const product = { id: 1, sku: 'TEE-1', name: 'Team Tee', price: 20 } as ProductDetail;
const run = {
  code: 'adult',
  guideNote: null,
  sizes: ['S', 'M', 'L'].map((size) => ({ size, upcharge: 0, measurements: {} })),
};
const jersey = design({
  design_code: 'JERSEY',
  design_name: 'Team Jersey',
  personalization_options: {
    fields: [
      { key: 'name', label: 'Name', maxLength: 14, required: true },
      { key: 'number', label: 'Number', type: 'number', min: 0, max: 99 },
    ],
  },
});

function renderGrid(
  sizes: typeof run | null = run,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  render(
    <QueryClientProvider client={client}>
      <GroupOrderBody
        configuration={{
          product,
          variant: variant({ variant_sku: 'TEE-1-A', sizes }),
          design: jersey,
          groups: [],
          selections: {},
          textColor: null,
          image: '',
        }}
        personalization={readPersonalization(jersey.personalization_options, 100)!}
        preview={{ fill: '#333', textArea: null }}
      />
    </QueryClientProvider>,
  );
  return screen.getByTestId('group-grid');
}
const paste = (text: string) => {
  const data = { getData: () => text };
  fireEvent.paste(screen.getByTestId('group-paste'), { clipboardData: data });
};

/**
 * The page's cart, up and taking groups (its handler gone after the case: the next one's cart may be older), holding
 * the last group sent; the groups it was sent, and how it publishes what it holds (a group taken out, put back).
 */
function groupTakingCart() {
  const cart = connectBus('test-group-cart', BUS_CONTRACT_VERSION);
  const holds = (items: CartItem[]) =>
    cart.publish('cart:state', { items, total: 0, itemCount: items.reduce((n, item) => n + item.quantity, 0) });
  act(() => holds([]));
  const groups: Commands['cart:add-group'][] = [];
  onTestFinished(
    cart.handle('cart:add-group', (group) => {
      groups.push(group);
      holds(group.items);
    }),
  );
  return { groups, holds: (items: CartItem[]) => act(() => holds(items)) };
}

describe('the group grid', () => {
  // each case opens the page afresh: rows typed in one are kept in the tab's history entry (keptChoices.ts)
  beforeEach(() => history.replaceState(null, ''));

  it('has a Number column: pasted numbers, a bad one named by row and column, a duplicate flagged and kept', () => {
    const grid = renderGrid();
    paste('Name\t#\tSize\nRivera\t7\tM\nLee\t7\tL\nKim\t100\tS');
    expect(within(grid).getByRole('columnheader', { name: 'Number' })).toBeTruthy();
    expect(within(grid).getByRole('textbox', { name: 'Row 1 Number' })).toHaveProperty('value', '7');
    expect(within(grid).getByTestId('group-number-duplicate').textContent).toBe(
      'Number 7 is also row 1: kept if you mean it.',
    );
    expect(within(grid).getByRole('textbox', { name: 'Row 3 Number' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('group-problems').textContent).toContain(
      'Row 3, Number: Use a number from 0 to 99, in digits only.',
    );
    fireEvent.change(within(grid).getByRole('textbox', { name: 'Row 2 Number' }), { target: { value: '23' } });
    expect(within(grid).queryByTestId('group-number-duplicate')).toBeNull();
  });

  it('labels every field of a row by its column, in the column header’s own words and casing: Row N Name/Number/Size', () => {
    const grid = renderGrid();
    paste('Rivera\t7\tM\nLee\t8\tL');
    const headers = [...grid.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['#', 'Name', 'Number', 'Size', 'Remove']);
    const rows = [...grid.querySelectorAll('tbody tr:not([data-gap])')];
    expect(rows).toHaveLength(2);
    rows.forEach((row, i) => {
      const labels = [...row.children].map((cell) =>
        cell.querySelector('input, select, button')?.getAttribute('aria-label'),
      );
      // a field is 'Row 2 Size' under 'Size' (it was 'Row 2 size' beside 'Row 2 Name' and 'Row 2 Number')
      expect(labels).toEqual([
        undefined,
        ...headers.slice(1, -1).map((header) => `Row ${i + 1} ${header}`),
        `Remove Row ${i + 1}`,
      ]);
    });
  });

  it('takes each size as a choice of the product’s sizes, in their order, by keyboard', async () => {
    const user = userEvent.setup();
    const grid = renderGrid();
    paste('Rivera\t7\tm\nLee\t8\tL');
    fireEvent.click(screen.getByRole('button', { name: 'Add a Row' }));
    expect(within(grid).queryByRole('textbox', { name: /Size$/ })).toBeNull();
    const size = (n: number) => within(grid).getByRole<HTMLSelectElement>('combobox', { name: `Row ${n} Size` });
    const choices = (n: number) => [...size(n).options].map((option) => option.text);
    // a size as typed ("m") in the product's own spelling; a new row asks for one
    expect(size(1).value).toBe('M');
    expect(choices(1)).toEqual(['S', 'M', 'L']);
    expect(size(3).value).toBe('');
    expect(choices(3)).toEqual(['Choose', 'S', 'M', 'L']);
    expect(size(3).getAttribute('aria-invalid')).toBeNull();
    // Tab goes name, number, size, remove along a row
    await user.click(within(grid).getByRole('textbox', { name: 'Row 3 Name' }));
    await user.keyboard('Kim');
    await user.tab();
    await user.keyboard('9');
    await user.tab();
    expect(document.activeElement).toBe(size(3));
    await user.selectOptions(size(3), 'S');
    expect(size(3).value).toBe('S');
    expect(choices(3)).toEqual(['S', 'M', 'L']);
    await user.tab();
    expect(document.activeElement).toBe(within(grid).getByRole('button', { name: 'Remove Row 3' }));
    expect(screen.getByTestId('group-size-summary').textContent).toBe('Sizes: S × 1 · M × 1 · L × 1');
    expect(screen.queryByTestId('group-problems')).toBeNull();
  });

  it('keeps an imported size the product lacks on its row, as it came, with the sizes there are; nothing is added', async () => {
    const user = userEvent.setup();
    const { groups } = groupTakingCart();
    const grid = renderGrid();
    const roster = 'Name,Number,Size\nRivera,7,M\nLee,8,XXXXL\nKim,9,<img src=x onerror=alert(1)>\nOde,10,\nNg,11,l\n';
    await user.upload(screen.getByLabelText('Upload a CSV'), new File([roster], 'team.csv', { type: 'text/csv' }));
    await waitFor(() => expect(within(grid).getAllByRole('combobox')).toHaveLength(5));
    const size = (n: number) => within(grid).getByRole<HTMLSelectElement>('combobox', { name: `Row ${n} Size` });
    const shown = (n: number) => size(n).selectedOptions[0]?.text;
    expect([1, 2, 3, 4, 5].map(shown)).toEqual(['M', 'XXXXL', '<img src=x onerror=a', 'Choose', 'L']);
    // the size the product lacks: kept as it came (never dropped, never changed), marked, and explained on its row
    expect(size(2).value).toBe('XXXXL');
    expect(size(2).getAttribute('aria-invalid')).toBe('true');
    const problem = document.getElementById(size(2).getAttribute('aria-describedby')!)!;
    expect(problem.textContent).toBe('"XXXXL" is not a size: choose S, M, L.');
    expect(problem.closest('tr')).toBe(size(2).closest('tr'));
    // hostile text is a value like any other: shown as text (its first 20 characters), kept whole
    expect(size(3).value).toBe('<img src=x onerror=alert(1)>');
    expect(size(3).getAttribute('aria-invalid')).toBe('true');
    expect(grid.querySelector('img')).toBeNull();
    expect(screen.getByTestId('group-problems').textContent).toContain('Row 2, Size: "XXXXL" is not a size');
    // an empty size asks for one once the shopper tries to add; nothing goes to the cart while a size is wrong
    expect(size(4).getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByTestId('group-add'));
    expect(size(4).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('group-problems').textContent).toContain('Row 4, Size: Choose a size: S, M, L.');
    await new Promise((wait) => setTimeout(wait, 20));
    expect(groups).toEqual([]);
    // chosen from the product's sizes, the row is right and its own spelling is gone from the choice
    for (const [n, choice] of [
      [2, 'L'],
      [3, 'S'],
      [4, 'M'],
    ] as const)
      await user.selectOptions(size(n), choice);
    expect([1, 2, 3, 4, 5].map((n) => [...size(n).options].map((option) => option.text))).toEqual(
      Array.from({ length: 5 }, () => ['S', 'M', 'L']),
    );
    expect(screen.queryByTestId('group-problems')).toBeNull();
    await user.click(screen.getByTestId('group-add'));
    await waitFor(() => expect(groups).toHaveLength(1));
    expect(groups[0]!.items.map((line) => line.customization.Size)).toEqual(['M', 'L', 'S', 'M', 'L']);
  });

  it('a product without sizes has no size column, and a roster’s size column is said not read', () => {
    const grid = renderGrid(null);
    paste('Name\tNumber\tSize\nRivera\t7\tXXXXL');
    expect([...grid.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      '#',
      'Name',
      'Number',
      'Remove',
    ]);
    expect(within(grid).queryByRole('combobox')).toBeNull();
    expect(within(grid).queryByRole('textbox', { name: /Size/ })).toBeNull();
    expect(screen.getByTestId('group-notes').textContent).toContain('Column "Size" was not read');
    expect(screen.queryByTestId('group-problems')).toBeNull();
  });

  it('a 200-row group: every row counted and checked, the rows in view drawn, the others as they scroll in', () => {
    const grid = renderGrid();
    paste(Array.from({ length: 200 }, (_, i) => `Runner ${i + 1}\t${i}\tM`).join('\n'));
    expect(grid.getAttribute('aria-rowcount')).toBe('201');
    const drawn = () => grid.querySelectorAll('tbody tr[aria-rowindex]');
    expect(drawn().length).toBeLessThan(40);
    expect(drawn()[0]?.getAttribute('aria-rowindex')).toBe('2');
    // the 101st row (number 100) is out of range: named in the summary although not drawn
    expect(screen.getByTestId('group-problems').textContent).toContain('Row 101, Number');
    const box = grid.parentElement!;
    // the focused row keeps its element (and focus) as the window moves under it
    const row15 = within(grid).getByRole('textbox', { name: 'Row 15 Name' });
    row15.focus();
    Object.defineProperty(box, 'scrollTop', { value: 45 * 12, configurable: true });
    fireEvent.scroll(box);
    expect(grid.querySelector('tbody tr[data-gap]')).not.toBeNull();
    expect(within(grid).getByRole('textbox', { name: 'Row 15 Name' })).toBe(row15);
    expect(document.activeElement).toBe(row15);
    expect(within(grid).getByRole('textbox', { name: 'Row 32 Name' })).toBeTruthy();
    Object.defineProperty(box, 'scrollTop', { value: 45 * 150, configurable: true });
    fireEvent.scroll(box);
    expect(within(grid).getByRole('textbox', { name: 'Row 151 Name' })).toHaveProperty('value', 'Runner 151');
    expect(within(grid).queryByRole('textbox', { name: 'Row 2 Name' })).toBeNull();
    // the focused row 15, scrolled out of view, is still drawn (between spacers), and still focused
    expect(document.activeElement).toBe(row15);
  });

  it('counts each row not drawn as tall as the grid’s CSS makes a row, on a wide screen and on a phone', () => {
    const page = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } })
      .happyDOM;
    onTestFinished(() => page.setViewport({ width: 1024, height: 768 }));
    const px = (value: string) => Number.parseFloat(value) || 0;
    for (const [width, lines] of [
      [1280, 1],
      [375, 2],
    ] as const) {
      // the page laid out at this width before the grid is drawn (happy-dom computes styles once per element)
      page.setViewport({ width, height: 800 });
      const grid = renderGrid();
      paste(Array.from({ length: 200 }, (_, i) => `Runner Alexandra ${i + 1}\t${i % 99}\tM`).join('\n'));
      const row = grid.querySelector('tbody tr[aria-rowindex]')!;
      const name = within(grid).getByRole('textbox', { name: 'Row 1 Name' });
      const nameCell = name.closest('td')!;
      const numberCell = within(grid).getByRole('textbox', { name: 'Row 1 Number' }).closest('td')!;
      const style = (element: Element) => getComputedStyle(element);
      // a row by its CSS: its lines (a phone puts the number, the size and remove under the name), each a field and
      // its cell's padding, and the rule under the row (the cells' on a wide screen, the row's on a phone)
      expect(style(numberCell).gridRow || '1').toBe(String(lines));
      const line = px(style(name).height) + px(style(nameCell).paddingTop) + px(style(nameCell).paddingBottom);
      const rule = px(style(nameCell).borderBottomWidth) + px(style(row).borderBottomWidth);
      const rowByCss = lines * line + rule;
      expect(rowByCss).toBe(rowHeight(lines === 2 ? 'phone' : 'wide', true));
      // the virtualizer's spacer for the rows it does not draw: that many rows of that height
      const drawn = grid.querySelectorAll('tbody tr[aria-rowindex]').length;
      const spacer = grid.querySelector<HTMLElement>('tbody tr[data-gap] > td')!;
      expect(px(spacer.style.height)).toBe((200 - drawn) * rowByCss);
      // on a phone the name has the row's first line to itself, after its #
      if (lines === 2) expect(style(nameCell).gridColumn.replace(/\s/g, '')).toBe('2/-1');
      cleanup();
    }
  });

  it('says Add to Cart as One Group before any row is filled in, then counts the rows filled', () => {
    renderGrid();
    expect(screen.getByTestId('group-add').textContent).toBe('Add to Cart as One Group');
    paste('Rivera\t7\tM');
    expect(screen.getByTestId('group-add').textContent).toBe('Add 1 Item to Cart as One Group');
    paste('Lee\t23\tL');
    expect(screen.getByTestId('group-add').textContent).toBe('Add 2 Items to Cart as One Group');
  });

  it('says the group is in the cart once added, until its rows or name change (QA sweep H-e)', async () => {
    // before: the page looked as it did before the press, and a second press made each person's line 2 (the cart
    // adds up a line added twice): a coach's 14 shirts became 28, at $555.66 instead of $294.17
    const user = userEvent.setup();
    const cart = groupTakingCart();
    const { groups } = cart;
    const grid = renderGrid();
    paste('Name\t#\tSize\nRivera\t7\tM\nLee\t23\tL');
    const name = screen.getByRole('textbox', { name: 'Name of the group (shown in your cart)' });
    await user.clear(name);
    await user.type(name, 'Falcons <b>U12</b>');
    expect(screen.queryByTestId('group-in-cart')).toBeNull();
    await user.click(screen.getByTestId('group-add'));
    await waitFor(() => expect(groups).toHaveLength(1));
    const said = await screen.findByTestId('group-in-cart');
    expect(said.getAttribute('role')).toBe('status');
    expect(said.textContent).toBe(
      'This group is in your cart: “Falcons <b>U12</b>”, 2 items. Adding it again orders a second of each person’s item.',
    );
    expect(said.querySelector('b')).toBeNull();
    // a row changed: another group, said no more
    await user.type(within(grid).getByRole('textbox', { name: 'Row 2 Name' }), 'n');
    expect(screen.queryByTestId('group-in-cart')).toBeNull();
    await user.type(within(grid).getByRole('textbox', { name: 'Row 2 Name' }), '{Backspace}');
    expect(screen.getByTestId('group-in-cart')).toBeTruthy();
    // another name: another group
    await user.type(name, '!');
    expect(screen.queryByTestId('group-in-cart')).toBeNull();
    await user.type(name, '{Backspace}');
    expect(screen.getByTestId('group-in-cart')).toBeTruthy();
    // taken out in the drawer, it is no longer in the cart; put back (Undo), it is again
    cart.holds([]);
    expect(screen.queryByTestId('group-in-cart')).toBeNull();
    cart.holds(groups[0]!.items);
    expect(screen.getByTestId('group-in-cart')).toBeTruthy();
  });

  it('back on the page after adding the group, its rows and its "in your cart" note are both there (QA sweep R-b)', async () => {
    // before: Back brought the rows back (keptChoices) but not the note, and a second press made each line 2
    const cart = groupTakingCart();
    renderGrid();
    paste('Name\t#\tSize\nRivera\t7\tM\nLee\t23\tL');
    fireEvent.click(screen.getByTestId('group-add'));
    await waitFor(() => expect(cart.groups).toHaveLength(1));
    await screen.findByTestId('group-in-cart');
    // the shopper leaves and comes Back: the page is drawn afresh from the tab's history entry
    cleanup();
    const grid = renderGrid();
    expect(within(grid).getByRole('textbox', { name: 'Row 2 Number' })).toHaveProperty('value', '23');
    expect(screen.getByTestId('group-in-cart').textContent).toBe(
      'This group is in your cart: “Team order”, 2 items. Adding it again orders a second of each person’s item.',
    );
    // a group of the same name in the cart with other people is another group: not said
    cart.holds(cart.groups[0]!.items.slice(0, 1));
    expect(screen.queryByTestId('group-in-cart')).toBeNull();
  });

  it('with a cart built before group orders, says plainly the group was not added, and keeps every row', async () => {
    // the page's cart remote, as an older build runs it: its state published, cart:add handled, no cart:add-group
    const cart = connectBus('test-older-cart', BUS_CONTRACT_VERSION);
    act(() => cart.publish('cart:state', { items: [], total: 0, itemCount: 0 }));
    cart.handle('cart:add', () => undefined);
    const grid = renderGrid();
    paste('Name\t#\tSize\nRivera\t7\tM\nLee\t23\tL');
    fireEvent.click(screen.getByTestId('group-add'));
    expect((await screen.findByTestId('group-cart-refused')).textContent).toMatch(
      /^This group could not be added: the cart on this page does not take group orders yet/,
    );
    expect(screen.getByTestId('group-add').textContent).toBe('Add 2 Items to Cart as One Group');
    expect(within(grid).getByRole('textbox', { name: 'Row 2 Number' })).toHaveProperty('value', '23');

    // nothing was left waiting on the bus for an owner: a cart that handles groups gets only what is sent next
    const groups: Commands['cart:add-group'][] = [];
    cart.handle('cart:add-group', (group) => groups.push(group));
    expect(groups).toEqual([]);
    fireEvent.click(screen.getByTestId('group-add'));
    await waitFor(() => expect(groups).toHaveLength(1));
    expect(groups[0]!.items.map((line) => line.customization.personalizationText)).toEqual(['Rivera', 'Lee']);
    expect(screen.queryByTestId('group-cart-refused')).toBeNull();
  });

  it('keeps rows typed into the paste box (QA 11): read by "Read These Rows", or by Add before anything is added', async () => {
    const user = userEvent.setup();
    const grid = renderGrid();
    const box = screen.getByTestId('group-paste') as HTMLTextAreaElement;
    await user.type(box, 'Rivera,7,M{Enter}Lee,23,L');
    expect(box.value).toBe('Rivera,7,M\nLee,23,L');
    await user.click(screen.getByRole('button', { name: 'Read These Rows' }));
    expect(box.value).toBe('');
    expect(within(grid).getByRole('textbox', { name: 'Row 2 Name' })).toHaveProperty('value', 'Lee');
    expect(within(grid).getByRole('textbox', { name: 'Row 2 Number' })).toHaveProperty('value', '23');

    // typed, then Add: the rows join the list to be checked there, and nothing goes to the cart yet
    await user.type(box, 'Kim,100,S');
    await user.click(screen.getByTestId('group-add'));
    expect(box.value).toBe('');
    expect(within(grid).getByRole('textbox', { name: 'Row 3 Name' })).toHaveProperty('value', 'Kim');
    expect(screen.getByTestId('group-problems').textContent).toContain('Row 3, Number');
    expect(screen.getByTestId('group-add').textContent).toBe('Add 3 Items to Cart as One Group');

    // a paste into typed rows joins them (nothing typed is replaced)
    await user.type(box, 'Ode,');
    await user.paste('9,M');
    expect(box.value).toBe('Ode,9,M');
  });

  it('previews one row, its number and its text (QA H-f): the last row removed, or a file read into a full group', async () => {
    const user = userEvent.setup();
    const grid = renderGrid();
    const preview = screen.getByTestId('group-preview');
    paste('Rivera\t7\tM\nLee\t23\tL\nKim\t9\tS');
    await user.click(within(grid).getByRole('button', { name: 'Remove Row 3' }));
    expect(within(grid).queryByRole('textbox', { name: 'Row 3 Name' })).toBeNull();
    // before: "Row 2: Rivera" (row 2's number, row 1's text), and no row marked
    expect(preview.querySelector('figcaption')!.textContent).toBe('Row 2: Lee');
    expect(within(grid).getByRole('textbox', { name: 'Row 2 Name' }).closest('tr')!.getAttribute('aria-selected')).toBe(
      'true',
    );

    // a full group: the file's rows are not added, and the preview stays on a row there is
    paste(Array.from({ length: 198 }, (_, i) => `Player ${i + 3}\t${i % 100}\tM`).join('\n'));
    await user.upload(screen.getByLabelText('Upload a CSV'), new File(['Ode,4,M\n'], 'late.csv', { type: 'text/csv' }));
    await waitFor(() => expect(screen.getByTestId('group-notes').textContent).toContain('1 of the rows given'));
    expect(preview.querySelector('figcaption')!.textContent).toBe('Row 200: Player 200');
  });

  it('a file of one 900 KB line: its row keeps all of it, the preview quotes it up to the design’s limit (QA H-d)', async () => {
    // before: the caption beside the preview held all 900,000 characters (a page half a million pixels tall, and the
    // browser laid it out for minutes while the page did not answer)
    const user = userEvent.setup();
    const grid = renderGrid();
    const line = `${'A'.repeat(900_000)},7,M\n`;
    await user.upload(screen.getByLabelText('Upload a CSV'), new File([line], 'one-line.csv', { type: 'text/csv' }));
    const name = await within(grid).findByRole('textbox', { name: 'Row 1 Name' });
    expect((name as HTMLInputElement).value).toBe('A'.repeat(900_000));
    // the jersey's name takes 14 characters: the caption shows them and "…"
    expect(screen.getByTestId('group-preview').querySelector('figcaption')!.textContent).toBe(
      `Row 1: ${'A'.repeat(14)}…`,
    );
    paste('Rivera\t8\tL\n😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀\t9\tS');
    await user.click(within(grid).getByRole('textbox', { name: 'Row 2 Name' }));
    expect(screen.getByTestId('group-preview').querySelector('figcaption')!.textContent).toBe('Row 2: Rivera');
    // 15 emoji: one over the limit, still shown whole (the row says what to remove); never cut in half
    await user.click(within(grid).getByRole('textbox', { name: 'Row 3 Name' }));
    expect(screen.getByTestId('group-preview').querySelector('figcaption')!.textContent).toBe(
      `Row 3: ${'😀'.repeat(15)}`,
    );
  });

  it('reads a CSV from a real file input drawn as the shop’s button, reached by Tab, with the file’s name beside it', async () => {
    const user = userEvent.setup();
    const grid = renderGrid();
    const input = screen.getByLabelText('Upload a CSV') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.tabIndex).toBe(0);
    expect(screen.getByTestId('group-file-name').textContent).toBe('No file chosen');
    // Tab from the button before it reaches the file input
    screen.getByRole('button', { name: 'Read These Rows' }).removeAttribute('disabled');
    screen.getByRole('button', { name: 'Read These Rows' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByTestId('group-file-name').id);

    await user.upload(
      input,
      new File(['Name,Number,Size\nRivera,7,M\nLee,23,L\n'], 'falcons.csv', { type: 'text/csv' }),
    );
    await waitFor(() =>
      expect(within(grid).getByRole('textbox', { name: 'Row 2 Name' })).toHaveProperty('value', 'Lee'),
    );
    expect(screen.getByTestId('group-file-name').textContent).toBe('falcons.csv');
    expect(screen.getByTestId('group-notes').textContent).toBe('The first row was read as column names.');
  });

  it.each([
    [
      'over 1 MB',
      new File(['Rivera,7,M\n'.repeat(100_000)], 'huge.csv', { type: 'text/csv' }),
      'huge.csv is over 1 MB: a roster of 200 people is far smaller. Nothing was read.',
    ],
    [
      'a picture named .csv',
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])], 'team.csv'),
      'team.csv is not a CSV or text file: save the roster as CSV and upload it again. Nothing was read.',
    ],
    [
      'binary data with no NUL byte',
      // before: read as Windows-1252 into rows of such characters, each a name to correct
      new File([Uint8Array.from({ length: 3000 }, (_, i) => ((i * 149 + 7) % 255) + 1)], 'roster.csv'),
      'roster.csv is not a CSV or text file: save the roster as CSV and upload it again. Nothing was read.',
    ],
    [
      'empty',
      new File([''], 'empty.csv', { type: 'text/csv' }),
      'No rows were found in empty.csv: a roster has one person per line.',
    ],
    [
      'a hostile name',
      new File(['Name\n'], '<img src=x onerror=alert(1)>.csv', { type: 'text/csv' }),
      'No rows were found in <img src=x onerror=alert(1)>.csv: a roster has one person per line.',
    ],
  ])('a file that is %s gets a clear message, and the rows typed stay', async (_, file, message) => {
    const user = userEvent.setup();
    const grid = renderGrid();
    paste('Rivera\t7\tM');
    await user.upload(screen.getByLabelText('Upload a CSV'), file);
    await waitFor(() => expect(screen.getByTestId('group-notes').textContent).toBe(message));
    expect(screen.getByTestId('group-file-name').textContent).toBe(file.name);
    // a file's name is shown as text, never as markup
    expect(screen.getByTestId('group-notes').querySelector('img')).toBeNull();
    expect(screen.getByTestId('group-file-name').querySelector('img')).toBeNull();
    expect(
      within(grid)
        .getAllByRole('textbox', { name: /^Row \d+ Name$/ })
        .map((cell) => (cell as HTMLInputElement).value),
    ).toEqual(['Rivera']);
  });

  it('refuses a roster whose column names have none of the names (a school’s Email, Phone, City), and keeps the rows typed', async () => {
    // before: the e-mail addresses became the names, ready to be printed on every shirt
    const user = userEvent.setup();
    const grid = renderGrid();
    paste('Rivera\t7\tM');
    const names = () =>
      within(grid)
        .getAllByRole('textbox', { name: /^Row \d+ Name$/ })
        .map((cell) => (cell as HTMLInputElement).value);
    const roster = 'Email,Phone,City\nada@example.test,555-0100,Portland\nben@example.test,555-0101,Salem\n';
    await user.upload(screen.getByLabelText('Upload a CSV'), new File([roster], 'class-7b.csv', { type: 'text/csv' }));
    await waitFor(() =>
      expect(screen.getByTestId('group-notes').textContent).toBe(
        'class-7b.csv: The first row names the columns "Email", "Phone" and "City", and none of them is Name: the shop reads Name, Number and Size, and will not guess which column holds the names to print. Add a column named Name with the names (or name the column that has them Name), then read the rows again. Nothing was read.',
      ),
    );
    expect(names()).toEqual(['Rivera']);

    // pasted into the empty box: refused the same way, and kept in the box to be put right there
    paste(roster);
    expect(screen.getByTestId('group-notes').textContent).toMatch(/^The first row names the columns "Email"/);
    expect(names()).toEqual(['Rivera']);
    const box = screen.getByTestId('group-paste') as HTMLTextAreaElement;
    expect(box.value).toBe(roster);
    // a Name column added in the box: read, each name beside its e-mail said as not read
    fireEvent.change(box, {
      target: { value: roster.replace('Email,', 'Name,Email,').replace(/^(\w+)@/gm, '$1,$1@') },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Read These Rows' }));
    expect(names()).toEqual(['Rivera', 'ada', 'ben']);
    expect(box.value).toBe('');
    expect(screen.getByTestId('group-notes').textContent).toContain('Columns "Email", "Phone", "City" were not read');
  });

  it('says one item’s price only when every row has the same size, with that size’s upcharge (QA 53)', () => {
    // L costs $2 more; the server's answers for 12 items, 10% off: with no size (the variant's $20) and in L
    const sized = { ...run, sizes: run.sizes.map((option) => ({ ...option, upcharge: option.size === 'L' ? 2 : 0 })) };
    const quote = (unitPriceAtTier: number): VolumeTier => ({
      productSku: 'TEE-1',
      productName: 'Team Tee',
      quantity: 12,
      percentOff: 10,
      discount: 0,
      unitPriceAtTier,
      nextMinQuantity: 24,
      nextPercentOff: 15,
      itemsToNext: 12,
      tiers: [
        { minQuantity: 12, percentOff: 10 },
        { minQuantity: 24, percentOff: 15 },
      ],
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(volumePriceQuery('TEE-1-A', 12).queryKey, quote(18));
    client.setQueryData(volumePriceQuery('TEE-1-A', 12, 'L').queryKey, quote(19.8));
    renderGrid(sized, client);
    const rows = (size: (i: number) => string) =>
      Array.from({ length: 12 }, (_, i) => `Player ${i + 1}\t${i}\t${size(i)}`).join('\n');
    // twelve in L: the price of one in L, as the cart charges it (before: $18.00 each, the variant's price less 10%)
    paste(rows(() => 'L'));
    expect(screen.getByTestId('volume-price').textContent).toContain('12 items: 10% off, $19.80 each');
    // six in M and six in L: each size its own price, so none is said
    paste(rows((i) => (i < 6 ? 'M' : 'L')));
    const line = screen.getByTestId('volume-price').textContent ?? '';
    expect(line).toContain('12 items: 10% off · 12 more for 15% off.');
    expect(line).not.toContain('each');
  });
});
