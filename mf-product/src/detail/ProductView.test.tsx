import { act, fireEvent, render as renderBare, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectBus, type Commands } from '@giftshop/shared';
import { shopLimits, type ProductDetail } from '@giftshop/shared/domain';
import { design, mugDesigns, mugVariants, variant } from '../options/testData';
import { ProductView } from './ProductView';

/** The product page with catalogue rows as props, talking to the page's real bus. */
const product: ProductDetail = {
  id: 7,
  sku: 'MUG-7',
  name: 'Personalized Name Mug',
  price: 18,
  original_price: 24,
  discount_percentage: 25,
  is_active: true,
  featured: true,
  product_options_config: null,
  gallery_urls: [{ url: 'https://img.example/mug-front.svg' }, { url: 'https://img.example/mug-side.svg' }],
  rating: null,
  review_count: null,
  default_description: 'A mug with their name on it.\n\nDishwasher safe.',
};
const designs = [
  ...mugDesigns,
  design({
    design_code: 'SCRIPT',
    design_name: 'Script Name',
    image_url: 'https://img.example/script.svg',
    personalization_options: {
      fields: [{ key: 'name', label: 'Name', maxLength: 100 }],
      fonts: ['Classic Serif', 'Block Capitals'],
      colors: [
        { name: 'Gold', hex: '#b8892b' },
        { name: 'Navy', hex: '#1f2f56' },
      ],
    },
  }),
];

let added: Commands['cart:add'][] = [];
let toasts: Commands['toast:show'][] = [];
let stop: (() => void)[] = [];

beforeEach(() => {
  // each test opens the product afresh (a new history entry): the entry would keep the last test's choices
  history.replaceState(null, '');
  added = [];
  toasts = [];
  const test = connectBus('test', __BUS_CONTRACT_VERSION__);
  stop = [test.handle('cart:add', (c) => added.push(c)), test.handle('toast:show', (t) => toasts.push(t))];
});
afterEach(() => stop.forEach((s) => s()));

// the Reviews tab reads through the remote's queries; here they never run (the tab has its own tests)
const render = (ui: ReactElement) =>
  renderBare(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
        {children}
      </QueryClientProvider>
    ),
  });

const mainImage = () => screen.getByTestId('gallery-main-image') as HTMLImageElement;

describe('ProductView', () => {
  it('shows the breadcrumb, "No reviews yet" for a product without reviews, the price with its saving, and the tabs', async () => {
    render(<ProductView product={product} variants={mugVariants} designs={designs} />);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Personalized Name Mug'),
    ).toBeTruthy();
    expect(screen.getAllByText('No reviews yet').length).toBeGreaterThan(0);
    expect(screen.getByTestId('product-price').textContent).toBe('Price: $18.00');
    // The tabs' code loads on its own (at once on a page the browser renders).
    expect(
      (await screen.findByRole('tab', { name: 'Reviews' }, { timeout: 10_000 })).getAttribute('aria-selected'),
    ).toBe('false');
    expect(screen.getByText('30-day returns.')).toBeTruthy();
  });

  it('follows the selected variant’s price', async () => {
    const user = userEvent.setup();
    render(<ProductView product={product} variants={mugVariants} designs={designs} />);
    await user.click(screen.getByRole('radio', { name: '15 oz' }));
    await user.click(screen.getByRole('radio', { name: 'Both sides' }));
    expect(screen.getByTestId('product-price').textContent).toBe('Price: $24.00');
    // said when it changes, whole (QA sweep H-e: choosing '15 oz Large' by arrow key changed $22.99 to $25.99 unsaid)
    expect(screen.getByTestId('product-price').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByTestId('product-price').getAttribute('aria-atomic')).toBe('true');
    await user.click(screen.getByRole('radio', { name: /Black/ }));
    // 15 oz + Both sides + Black does not exist: the first variant stands in.
    expect(screen.getByTestId('product-price').textContent).toBe('Price: $18.00');
  });

  it('shows the chosen design’s artwork after the photos, and goes back to the first photo when the design changes', async () => {
    const user = userEvent.setup();
    render(<ProductView product={product} variants={mugVariants} designs={designs} />);
    const thumbImage = (n: number) =>
      screen.getByRole('button', { name: `Show Image ${n} of 3` }).querySelector('img')!.src;
    expect(thumbImage(3)).toMatch(/\/designs\/floral\.svg$/);
    await user.click(screen.getByRole('button', { name: 'Show Image 2 of 3' }));
    expect(mainImage().src).toBe('https://img.example/mug-side.svg');
    await user.click(screen.getByRole('radio', { name: 'Script Name' }));
    expect(mainImage().src).toBe('https://img.example/mug-front.svg');
    expect(thumbImage(3)).toBe('https://img.example/script.svg');
  });

  it('opens on the default variant’s style and colour, and shows the photo of each style and colour chosen', async () => {
    const user = userEvent.setup();
    const photo = (art: string, colour: string, n = 1) => `https://img.example/${art}/${colour}/orn-${n}.svg`;
    const ornament: ProductDetail = {
      ...product,
      sku: 'ORN-1',
      name: 'First Christmas Ornament',
      product_options_config: {
        optionGroups: [
          { title: 'Style', type: 'variant', attribute: 'Style' },
          { title: 'Color', type: 'variant', attribute: 'Material' },
        ],
      },
      // as the seed lists them: the opening style's photos, a scene, then the other style in each colour
      gallery_urls: [
        { url: photo('disc', 'red'), style: 'Flat Disc', colour: 'Cranberry Red' },
        { url: photo('disc', 'white', 2), style: 'Flat Disc', colour: 'White' },
        { url: photo('disc', 'red', 3), style: 'Flat Disc' },
        { url: photo('bauble', 'red'), style: 'Round Bauble', colour: 'Cranberry Red' },
        { url: photo('bauble', 'white'), style: 'Round Bauble', colour: 'White' },
      ],
      default_variant_sku: 'ORN-D-R',
    };
    const ornamentVariants = [
      variant({ variant_sku: 'ORN-B-R', option1: 'Round Bauble', option3: 'Cranberry Red', price: 16.99 }),
      variant({ variant_sku: 'ORN-B-W', option1: 'Round Bauble', option3: 'White', price: 16.99 }),
      variant({ variant_sku: 'ORN-D-R', option1: 'Flat Disc', option3: 'Cranberry Red', price: 14.99 }),
      variant({ variant_sku: 'ORN-D-W', option1: 'Flat Disc', option3: 'White', price: 14.99 }),
    ];
    render(<ProductView product={ornament} variants={ornamentVariants} designs={designs} />);
    expect((screen.getByRole('radio', { name: 'Flat Disc' }) as HTMLInputElement).checked).toBe(true);
    expect(mainImage().src).toBe(photo('disc', 'red'));
    await user.click(screen.getByRole('radio', { name: 'Round Bauble' }));
    expect(mainImage().src).toBe(photo('bauble', 'red'));
    await user.click(screen.getByRole('radio', { name: /White/ }));
    expect(mainImage().src).toBe(photo('bauble', 'white'));
    // a thumbnail looked at, then another style: its photo comes to the front
    await user.click(screen.getByRole('button', { name: /^Show Image 3 of/ }));
    expect(mainImage().src).not.toBe(photo('bauble', 'white'));
    await user.click(screen.getByRole('radio', { name: 'Flat Disc' }));
    expect(mainImage().src).toBe(photo('disc', 'white', 2));
  });

  it('leaves design artwork out of the gallery when the product offers no design choice', () => {
    const noDesignChoice = {
      ...product,
      product_options_config: {
        optionGroups: [{ title: 'Size', type: 'variant' as const, attribute: 'Style' as const }],
      },
    };
    render(<ProductView product={noDesignChoice} variants={mugVariants} designs={designs} />);
    expect(screen.getAllByRole('button', { name: /^Show Image \d of 2$/ })).toHaveLength(2);
  });

  it('moves through the thumbnails with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<ProductView product={product} variants={mugVariants} designs={designs} />);
    screen.getByRole('button', { name: 'Show Image 1 of 3' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(mainImage().src).toBe('https://img.example/mug-side.svg');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show Image 2 of 3' }));
    await user.keyboard('{End}');
    expect(mainImage().src).toMatch(/\/designs\/floral\.svg$/);
    await user.keyboard('{Home}');
    expect(mainImage().src).toBe('https://img.example/mug-front.svg');
  });

  it('falls back to the placeholder when an image fails', () => {
    render(<ProductView product={product} variants={mugVariants} designs={designs} />);
    fireEvent.error(mainImage());
    expect(mainImage().src.startsWith('data:image/svg+xml')).toBe(true);
  });

  it('offers personalization only for designs that take it, with a preview', async () => {
    const user = userEvent.setup();
    render(<ProductView product={product} variants={mugVariants} designs={designs} />);
    expect(screen.queryByLabelText('Name')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Script Name' }));
    const field = screen.getByLabelText('Name') as HTMLInputElement;
    await user.type(field, 'Grandma <b>Rose</b>');
    const lines = [...screen.getByTestId('live-preview-text').querySelectorAll('tspan')].map((t) => t.textContent);
    expect(lines.join(' ')).toBe('Grandma <b>Rose</b>');
    expect(screen.getByTestId('live-preview').querySelector('b')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Navy' }));
    expect(screen.getByTestId('live-preview-text').getAttribute('fill')).toBe('#1f2f56');
    await user.click(screen.getByRole('radio', { name: 'Block Capitals' }));
    expect(screen.getByTestId('live-preview-text').textContent).toContain('GRANDMA');
    expect(field.value).toBe('Grandma <b>Rose</b>');
  });

  it('keeps text pasted over the limit, says how much to remove, and adds nothing until it fits (QA 10)', async () => {
    const user = userEvent.setup();
    render(<ProductView product={product} variants={mugVariants} designs={designs} />);
    await user.click(screen.getByRole('radio', { name: 'Script Name' }));
    const field = screen.getByLabelText('Name') as HTMLInputElement;
    field.focus();
    await user.paste(`The Montgomery-Fitzgerald Family ${'y'.repeat(70)}`);
    expect(field.value).toBe(`The Montgomery-Fitzgerald Family ${'y'.repeat(70)}`);
    expect(screen.getByTestId('personalization-counter').textContent).toBe('103/100 · 3 too many');
    expect(screen.getByTestId('personalization-problem').textContent).toBe(
      'Script Name takes at most 100 characters (name). Remove 3 characters, or choose another design.',
    );
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(added).toEqual([]);
    expect(document.activeElement).toBe(field);
    await user.type(field, '{Backspace}{Backspace}{Backspace}');
    expect(screen.queryByTestId('personalization-problem')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(added[0]!.item.customization?.personalizationText).toBe(
      `The Montgomery-Fitzgerald Family ${'y'.repeat(67)}`,
    );
  });

  it('counts a page pasted whole as the shop writes numbers: 1,203/100 · 1,103 too many (QA H-d)', async () => {
    const user = userEvent.setup();
    render(<ProductView product={product} variants={mugVariants} designs={designs} />);
    await user.click(screen.getByRole('radio', { name: 'Script Name' }));
    const field = screen.getByLabelText('Name') as HTMLInputElement;
    field.focus();
    await user.paste('z'.repeat(1203));
    // before: '1203/100 · 1103 too many' and 'Remove 1103 characters'
    expect(screen.getByTestId('personalization-counter').textContent).toBe('1,203/100 · 1,103 too many');
    expect(screen.getByTestId('personalization-problem').textContent).toBe(
      'Script Name takes at most 100 characters (name). Remove 1,103 characters, or choose another design.',
    );
  });

  it('with no size and no name, Add to Cart says both and takes focus to the size, the first on the page (QA 4)', async () => {
    const user = userEvent.setup();
    const run = {
      code: 'adult',
      guideNote: null,
      sizes: ['S', 'M', 'L'].map((size) => ({ size, upcharge: 0, measurements: {} })),
    };
    const tees = mugVariants.map((v) => ({ ...v, sizes: run }));
    const named = designs.map((d) =>
      d.design_code === 'SCRIPT'
        ? { ...d, personalization_options: { fields: [{ key: 'name', label: 'Name', maxLength: 20, required: true }] } }
        : d,
    );
    render(<ProductView product={product} variants={tees} designs={named} />);
    await user.click(screen.getByRole('radio', { name: 'Script Name' }));
    const sizes = within(screen.getByTestId('size-selector'));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(added).toEqual([]);
    expect(document.activeElement).toBe(sizes.getByRole('radio', { name: 'S' }));
    expect(sizes.getByTestId('size-missing').textContent).toBe('Choose a size.');
    expect(screen.getByTestId('personalization-problem').textContent).toBe(
      'Script Name is printed with your name: please enter it.',
    );
    expect(screen.getByTestId('add-to-cart-blocked').textContent).toBe(
      'Not added yet: Choose a size. Script Name is printed with your name: please enter it.',
    );
    // the size chosen, the name is the first problem left
    await user.click(sizes.getByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(added).toEqual([]);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(added).toHaveLength(1);
    expect(screen.queryByTestId('add-to-cart-blocked')).toBeNull();
  });

  it("a size's upcharge is added to the price it was too, so the saving stays the product's (QA)", async () => {
    const user = userEvent.setup();
    const run = {
      code: 'adult',
      guideNote: null,
      sizes: [
        { size: 'M', upcharge: 0, measurements: {} },
        { size: '2XL', upcharge: 2, measurements: {} },
      ],
    };
    const tees = mugVariants.map((v) => ({ ...v, price: 18, original_price: 24, sizes: run }));
    render(<ProductView product={product} variants={tees} designs={designs} />);
    const price = () => screen.getByTestId('product-price').textContent;
    const sizes = within(screen.getByTestId('size-selector'));
    await user.click(sizes.getByRole('radio', { name: 'M' }));
    expect(price()).toBe('Price: $18.00Was $24.00Save 25%');
    await user.click(sizes.getByRole('radio', { name: /2XL/ }));
    expect(price()).toBe('Price: $20.00Was $26.00Save 23%');
  });

  it('announces what is left once the shopper pauses, not on every keystroke', async () => {
    render(<ProductView product={product} variants={mugVariants} designs={designs} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Script Name' }));
    const live = document.querySelector('[aria-live="polite"]:not([data-testid="product-price"])')!;
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Sam' } });
    expect(live.textContent).toBe('');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(live.textContent).toBe('97 characters left.');
    // one left is one character (QA H-d: '1 characters left.')
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'x'.repeat(99) } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(live.textContent).toBe('1 character left.');
  });

  it('adds the configured item to the cart over the bus', async () => {
    const user = userEvent.setup();
    render(<ProductView product={product} variants={mugVariants} designs={designs} />);
    await user.click(screen.getByRole('radio', { name: /Black/ }));
    await user.click(screen.getByRole('radio', { name: 'Script Name' }));
    await user.type(screen.getByLabelText('Name'), 'Sam');
    await user.click(screen.getByRole('radio', { name: 'Block Capitals' }));
    await user.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(added).toHaveLength(1);
    expect(added[0]!.item).toMatchObject({
      name: 'Personalized Name Mug',
      price: 19,
      quantity: 2,
      image: 'https://img.example/mug-front.svg',
      variantSku: 'MUG-11-B',
      designCode: 'SCRIPT',
      customization: {
        Color: 'Black',
        Design: 'Script Name',
        personalizationText: 'Sam',
        textColor: 'Gold',
        font: 'Block Capitals',
      },
    });
    expect(toasts).toEqual([]);
  });

  it('turns a typed non-number into 1, and minus never goes below 1', async () => {
    const user = userEvent.setup();
    render(<ProductView product={product} variants={mugVariants} designs={designs} />);
    const quantity = screen.getByLabelText('Quantity') as HTMLInputElement;
    await user.clear(quantity);
    await user.type(quantity, 'lots{Enter}');
    expect(quantity.value).toBe('1');
    expect(screen.getByRole('button', { name: 'Decrease Quantity' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('says beside Add to Cart, in the server’s HTML, that adding needs JavaScript where it is off (QA sweep H-e)', () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <ProductView product={product} variants={mugVariants} designs={designs} />
      </QueryClientProvider>,
    );
    // before: with scripts off a press of Add to Cart did nothing, and nothing near it said why
    const note = /<noscript>(.*?)<\/noscript>/s.exec(html.slice(html.indexOf('>Add to Cart</button>')))?.[1] ?? '';
    expect(note).toContain('Adding to the cart needs JavaScript, which is off in this browser.');
    expect(note).toContain('<a href="/contact"');
    // scripts on, it is not shown: a <noscript> is inert text there
    render(<ProductView product={product} variants={mugVariants} designs={designs} />);
    expect(screen.queryByText(/Adding to the cart needs JavaScript/)).toBeNull();
  });

  it('keeps the focus on minus when it reaches 1, and on plus at the most, each then doing nothing (QA sweep H-e)', async () => {
    const user = userEvent.setup();
    render(<ProductView product={product} variants={mugVariants} designs={designs} />);
    const quantity = screen.getByLabelText('Quantity') as HTMLInputElement;
    const minus = screen.getByRole('button', { name: 'Decrease Quantity' }) as HTMLButtonElement;
    const plus = screen.getByRole('button', { name: 'Increase Quantity' }) as HTMLButtonElement;
    await user.click(plus);
    expect(quantity.value).toBe('2');
    minus.focus();
    await user.keyboard('{Enter}');
    expect(quantity.value).toBe('1');
    // before: disabled at 1, and a browser drops the focus of a disabled button to the page (Chromium: <body>)
    expect(minus.disabled).toBe(false);
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(minus);
    await user.keyboard('{Enter}');
    expect(quantity.value).toBe('1');
    await user.clear(quantity);
    await user.type(quantity, `${shopLimits.quantityMax}{Enter}`);
    expect(plus.disabled).toBe(false);
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    plus.focus();
    await user.keyboard('{Enter}');
    expect(quantity.value).toBe(String(shopLimits.quantityMax));
    expect(minus.getAttribute('aria-disabled')).toBe('false');
  });

  it('says so when a number over the most one line takes is typed, with the way to order more (QA H-d)', async () => {
    const user = userEvent.setup();
    render(<ProductView product={product} variants={mugVariants} designs={designs} />);
    const quantity = screen.getByLabelText('Quantity') as HTMLInputElement;
    const note = screen.getByTestId('quantity-capped');
    expect(note.textContent).toBe('');
    // before: '1000' became 99 and nothing said why
    await user.clear(quantity);
    await user.type(quantity, '1000{Enter}');
    expect(quantity.value).toBe(String(shopLimits.quantityMax));
    expect(note.textContent).toBe(
      `${shopLimits.quantityMax} is the most of one gift an order takes, not 1,000. For more, contact us.`,
    );
    expect(within(note).getByRole('link', { name: 'contact us' }).getAttribute('href')).toBe('/contact');
    // a number pasted whole is not read back
    await user.clear(quantity);
    await user.type(quantity, `${'9'.repeat(40)}{Enter}`);
    expect(note.textContent).toContain('takes, not that many. For more');
    // a quantity within the limit, by typing or by minus, and the note is gone
    await user.click(screen.getByRole('button', { name: 'Decrease Quantity' }));
    expect(note.textContent).toBe('');
    await user.clear(quantity);
    await user.type(quantity, `${shopLimits.quantityMax}{Enter}`);
    expect(note.textContent).toBe('');
  });

  it('asks for all selections when no variant resolves', async () => {
    const user = userEvent.setup();
    render(<ProductView product={product} variants={[]} designs={designs} />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(added).toEqual([]);
    expect(toasts).toEqual([
      {
        title: 'Please make all selections',
        description: 'Please select all options before adding to cart.',
        variant: 'destructive',
      },
    ]);
  });

  it('publishes page metadata with JSON-LD that no product text can break out of', () => {
    const hostile = { ...product, name: '</script><img src=x onerror=alert(1)>' };
    const { unmount } = render(<ProductView product={hostile} variants={mugVariants} designs={designs} />);
    expect(document.title).toContain('</script><img src=x onerror=alert(1)>');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'A mug with their name on it. Dishwasher safe.',
    );
    const script = document.head.querySelector('script[type="application/ld+json"]')!;
    expect(script.textContent).not.toContain('<');
    expect(JSON.parse(script.textContent!)).toMatchObject({
      '@type': 'Product',
      name: hostile.name,
      offers: { price: '18.00', priceCurrency: 'USD' },
    });
    // no reviews, no rating markup
    expect(JSON.parse(script.textContent!)).not.toHaveProperty('aggregateRating');
    unmount();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
