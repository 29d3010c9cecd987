import { expect, test, type Page, browseTo } from './support/test';
import { e2eTarget } from './support/target';

/**
 * The product page in real Chromium against the real stack: options, the
 * live personalization preview, Add to Cart over the bus into the cart's
 * badge and drawer, not-found paths and hostile text. Products are picked
 * from the seeded catalogue through the same public REST API the shop uses.
 */

interface Row {
  [column: string]: unknown;
}
interface Catalogue {
  products: Row[];
  variants: Row[];
  designs: Row[];
}

async function rest(path: string): Promise<Row[]> {
  const backend = e2eTarget().backend;
  if (!backend) throw new Error('no backend: run through the e2e stack (SHOP_PORT_OFFSET=…)');
  const response = await fetch(`${backend.url}/rest/v1/${path}`, {
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Row[];
}

/** Every row of a read, page by page: the backend answers at most 1000 rows at a time, like hosted Supabase. */
async function restAll(path: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await rest(`${path}&limit=1000&offset=${offset}`);
    rows.push(...page);
    if (page.length < 1000) return rows;
  }
}

let catalogue: Catalogue;
test.beforeAll(async () => {
  const [products, variants, designs] = await Promise.all([
    rest(
      'products?select=id,sku,name,price,price_from,default_variant_sku,product_options_config&is_active=eq.true&order=id',
    ),
    restAll('product_variants?select=*&is_active=eq.true&order=position,id'),
    rest('designs?select=*&order=position,id'),
  ]);
  catalogue = { products, variants, designs };
});

const variantsOf = (product: Row) => catalogue.variants.filter((v) => v.product_id === product.id);
/** The variant the page opens on: the one whose price the card shows (the database names it). */
const openingVariantOf = (product: Row) =>
  variantsOf(product).find((v) => v.variant_sku === product.default_variant_sku);
const distinctPrices = (product: Row) => new Set(variantsOf(product).map((v) => Number(v.price))).size;

const money = (value: unknown) => `$${Number(value).toFixed(2)}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const offersDesigns = (product: Row) => {
  const groups = (product.product_options_config as { optionGroups?: { type: string }[] } | null)?.optionGroups;
  return !groups?.length || groups.some((g) => g.type === 'design');
};

/**
 * A product that offers designs, and one option value that changes its price:
 * choosing it with every other option left as the page opened selects `variant`.
 */
function priceChangingChoice(): { product: Row; value: string; variant: Row } {
  for (const product of catalogue.products.filter(offersDesigns)) {
    const variants = variantsOf(product);
    const first = openingVariantOf(product);
    if (!first) continue;
    for (const column of ['option1', 'option2', 'option3']) {
      const others = ['option1', 'option2', 'option3'].filter((c) => c !== column);
      const variant = variants.find(
        (v) =>
          v[column] !== first[column] &&
          others.every((c) => v[c] === first[c]) &&
          Number(v.price) !== Number(first.price),
      );
      if (variant) return { product, value: String(variant[column]), variant };
    }
  }
  throw new Error('the seed has no product with designs whose options change the price');
}

/** A product whose variants do not all cost the same. */
function productWithPriceChoices(): Row {
  const product = catalogue.products.find((p) => distinctPrices(p) > 1);
  if (!product) throw new Error('the seed has no product whose variants differ in price');
  return product;
}

/** The first render pays for the shell, the remote and a cold backend: allow for a busy machine. */
const FIRST_RENDER = { timeout: 20_000 };
const productPath = (product: Row) => `/product/${encodeURIComponent(String(product.sku))}`;
const price = (page: Page) => page.getByTestId('product-price');
const mainImage = (page: Page) => page.getByTestId('gallery-main-image');

async function openProduct(page: Page, product: Row) {
  await page.goto(productPath(product));
  await expect(page.getByRole('heading', { level: 1, name: String(product.name) })).toBeVisible(FIRST_RENDER);
}

interface TextField {
  label?: string;
  maxLength?: number;
}
const textField = (design: Row) => (design.personalization_options as { fields?: TextField[] } | null)?.fields?.[0];

/** A product that lets the shopper choose a design. */
function productWithDesigns(): Row {
  const product = catalogue.products.find((p) => offersDesigns(p) && variantsOf(p).length > 0);
  if (!product) throw new Error('the seed has no product with design choices');
  return product;
}

/** The design that takes the longest custom text. */
function textDesign(): Row {
  const design = catalogue.designs
    .filter((d) => textField(d))
    .sort((a, b) => Number(textField(b)!.maxLength ?? 0) - Number(textField(a)!.maxLength ?? 0))[0];
  if (!design) throw new Error('the seed has no design that takes custom text');
  return design;
}

/** Choose the design that takes the longest custom text, and return its text box. */
async function personalizationBox(page: Page) {
  const design = textDesign();
  await page.getByRole('radio', { name: String(design.design_name), exact: true }).check();
  return page.getByRole('textbox', { name: textField(design)!.label ?? 'Your personalization' });
}

test.describe('product detail', () => {
  test('an in-app visit: the "Arrives by" line keeps its place while the dates are asked for, so the choices and Add to Cart below it do not move when they come', async ({
    page,
  }) => {
    const product = productWithPriceChoices();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/rpc\/product_delivery/, async (route) => {
      await held;
      await route.continue();
    });
    await browseTo(page, `/product/${String(product.sku)}`);
    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    const firstChoice = page.locator('main fieldset').first();
    await expect(addToCart).toBeVisible();
    await expect(page.getByTestId('arrives-by')).toHaveCount(0);
    const topOnPage = (control: typeof addToCart) =>
      control.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const before = [await topOnPage(firstChoice), await topOnPage(addToCart)];
    release();
    await expect(page.getByTestId('arrives-by')).toContainText('Arrives by');
    expect([await topOnPage(firstChoice), await topOnPage(addToCart)]).toEqual(before);
  });

  // One flow (was two): the page's metadata is read on the same product's page.
  test('shows breadcrumb, rating, price, options, tabs and the returns promise; title, description and JSON-LD Product data', async ({
    page,
  }) => {
    const product = productWithPriceChoices();
    await openProduct(page, product);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    await expect(crumbs.getByText(String(product.name))).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/out of 5 · [\d,]+ reviews?|No reviews yet/).first()).toBeVisible();
    await expect(price(page)).toHaveText(/^Price: \$\d+\.\d\d/);
    await expect(page.getByRole('group').first()).toBeVisible();
    await expect(page.getByText('30-day returns.')).toBeVisible();
    await expect(page).toHaveTitle(`${String(product.name)} — Keepsake Lane`);

    // Page metadata: title, description and JSON-LD Product data.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(json ?? '{}') as Record<string, unknown> & { offers: Record<string, unknown> };
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: product.name });
    // the card's rule: options that differ in price make an offer "from" the price the page opens on
    const prices = variantsOf(product).map((v) => Number(v.price));
    expect(data.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: Number(product.price).toFixed(2),
      highPrice: Math.max(...prices).toFixed(2),
      price: Number(product.price).toFixed(2),
    });
    expect((await price(page).textContent()) ?? '').toContain(`$${String(data.offers.price)}`);
    // rating markup only for a product with reviews, with the figures its page shows
    const shown = /out of 5 · ([\d,]+) reviews?/.exec((await page.locator('main').textContent()) ?? '');
    if (shown) expect(data).toHaveProperty('aggregateRating.reviewCount', Number(shown[1]!.replace(/,/g, '')));
    else expect(data).not.toHaveProperty('aggregateRating');
    expect(json).not.toContain('<');

    await page.getByRole('tab', { name: /^Reviews/ }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Every review comes from a shopper who bought the gift');
    await page.getByRole('tab', { name: 'Reviews' }).press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true');
  });

  test('choosing options changes the price; choosing a design adds its artwork and resets the gallery', async ({
    page,
  }) => {
    const { product, value, variant } = priceChangingChoice();
    await openProduct(page, product);
    const first = openingVariantOf(product)!;
    await expect(price(page)).toContainText(money(first.price));
    await page.getByRole('radio', { name: value, exact: true }).check();
    await expect(price(page)).toContainText(money(variant.price));
    expect(money(variant.price)).not.toBe(money(first.price));

    const [, second] = catalogue.designs.filter((d) => d.image_url);
    const thumbs = page.getByRole('button', { name: /^Show Image \d+ of \d+$/ });
    const firstPhoto = await thumbs.first().locator('img').getAttribute('src');
    await thumbs.last().click();
    await expect(thumbs.last()).toHaveAttribute('aria-current', 'true');
    await page.getByRole('radio', { name: String(second!.design_name), exact: true }).check();
    // The design's artwork joins the gallery, and the gallery goes back to the first photo.
    await expect(thumbs.last().locator('img')).toHaveAttribute(
      'src',
      new RegExp(`/${escapeRegExp(String(second!.image_url))}$`),
    );
    await expect(mainImage(page)).toHaveAttribute('src', firstPhoto!);
    await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');
  });

  test('the shopper’s choices come back on Back from another page and on a reload (QA 6)', async ({ page }) => {
    await page.goto('/product/KL-TEE-103');
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await page.getByRole('radio', { name: 'Sage', exact: true }).check();
    await page.getByRole('radio', { name: 'M', exact: true }).check();
    await name.fill('Grandma Rose');
    await page.getByRole('radio', { name: 'Navy', exact: true }).check();
    await page.getByRole('button', { name: 'Increase Quantity' }).click();
    const allThere = async () => {
      await expect(name).toHaveValue('Grandma Rose');
      for (const choice of ['Sage', 'M', 'Navy']) {
        await expect(page.getByRole('radio', { name: choice, exact: true })).toBeChecked();
      }
      await expect(quantity).toHaveValue('2');
    };
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await allThere();
    await page.reload();
    await allThere();
  });
});

// One flow (was four): one shopper on one product types, sets the quantity, adds lines, then tries hostile text.
test('personalization and add to cart: typing updates the live preview, and text over 100 is kept and said; a typed non-number quantity becomes 1 and minus never goes below 1; the header badge counts the items and the drawer shows each line with its text and colour; hostile text is shown as text and runs nothing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const product = productWithDesigns();
  await openProduct(page, product);

  // Typing updates the live preview; text over 100 is kept and said.
  const box = await personalizationBox(page);
  await box.fill('Grandma Rose');
  const preview = page.getByTestId('live-preview');
  await expect(preview).toHaveAttribute('aria-label', 'Preview of your text: Grandma Rose');
  await expect(page.getByTestId('personalization-counter')).toHaveText('12/100');
  await box.press('End');
  const more = ' and all her grandchildren, with love from the whole family, every year'.repeat(2);
  await box.pressSequentially(more);
  // nothing typed is cut (QA 10): the text is kept, and the counter and the problem say how much to remove
  await expect(box).toHaveValue(`Grandma Rose${more}`);
  const over = 12 + more.length - 100;
  await expect(page.getByTestId('personalization-counter')).toHaveText(`${12 + more.length}/100 · ${over} too many`);
  await expect(page.getByTestId('personalization-problem')).toContainText(`Remove ${over} characters`);

  // A typed non-number becomes 1 and minus never goes below 1.
  const quantity = page.getByLabel('Quantity', { exact: true });
  await quantity.fill('abc');
  await quantity.blur();
  await expect(quantity).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();

  // The header badge counts the items, and the drawer shows the line with its text and colour.
  await box.fill('Team Captain');
  await page.getByRole('button', { name: 'Increase Quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await expect(page.getByText(/has been added to your cart/)).toBeVisible();

  // The same item with other text is a separate line; the same text again adds up.
  await page.getByRole('button', { name: 'Decrease Quantity' }).click();
  await box.fill('Coach');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await box.fill('Team Captain');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('4');

  await page.getByRole('button', { name: /^Cart, 4 items/ }).click();
  const drawer = page.getByRole('dialog');
  const lines = drawer.getByRole('listitem').filter({ hasText: String(product.name) });
  await expect(lines).toHaveCount(2);
  const ink = String((textDesign().personalization_options as { colors: { name: string }[] }).colors[0]!.name);
  const captain = lines.filter({ hasText: '“Team Captain”' });
  await expect(captain).toContainText('Personalization: “Team Captain”');
  await expect(captain).toContainText(`Text color: ${ink}`);
  await expect(captain).toContainText(String(openingVariantOf(product)!.option3));
  await expect(captain.getByLabel('Quantity 3', { exact: true })).toBeVisible();
  await expect(lines.filter({ hasText: '“Coach”' })).toContainText(`Text color: ${ink}`);

  // Hostile text is shown as text and runs nothing (a fifth item).
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const hostile = '<img src=x onerror=alert(1)>';
  await box.fill(hostile);
  await expect(page.getByTestId('live-preview')).toHaveAttribute('aria-label', `Preview of your text: ${hostile}`);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: /^Cart, 5 items/ }).click();
  await expect(drawer.getByText(`“${hostile}”`, { exact: false })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test.describe('not found', () => {
  const notFound = async (page: Page, path: string) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible(FIRST_RENDER);
    await expect(page.getByText(/^No product in the shop has the code .+: it may have been removed/)).toBeVisible();
    expect(errors).toEqual([]);
  };

  // One flow (was three): each address is loaded afresh, and each must end on the not-found page.
  test('an unknown SKU, a malformed escape, and encoded SKUs: a real one opens, unknown ones with a slash, space or unicode do not; Back to Products', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await notFound(page, '/product/%E0%A4%A');
    await notFound(page, '/products/%');

    const product = productWithDesigns();
    const sku = String(product.sku);
    const everyCharEncoded = [...sku]
      .map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
      .join('');
    await page.goto(`/products/${everyCharEncoded}`);
    await expect(page.getByRole('heading', { level: 1, name: String(product.name) })).toBeVisible(FIRST_RENDER);
    await notFound(page, `/product/${encodeURIComponent(`${sku}/extra`)}`);
    await notFound(page, `/product/${encodeURIComponent(`${sku} 2`)}`);
    await notFound(page, `/product/${encodeURIComponent('マグカップ')}`);

    await notFound(page, '/product/NO-SUCH-SKU-0000');
    await page.getByRole('link', { name: 'Back to Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });
});

test.describe('when the backend cannot be reached', () => {
  // One flow (was two): each failure is read by the browser in a fresh document (no data remembered).
  test('designs failing to load only logs a warning: the product still shows, and Add to Cart asks for all selections; a product that cannot be read gives a clear message and a Retry that recovers', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.route('**/rest/v1/designs?**', (route) => route.abort('connectionrefused'));
    const product = productWithDesigns();
    // Opened from inside the shop, so the browser reads the product (the server hands over a page's first data).
    await browseTo(page, productPath(product));
    await expect(page.getByRole('heading', { level: 1, name: String(product.name) })).toBeVisible(FIRST_RENDER);
    await expect(price(page)).toHaveText(/\$\d+\.\d\d/);
    await expect(page.getByRole('group', { name: /Design/ })).toHaveCount(0);
    expect(warnings.some((w) => w.includes('designs could not be loaded'))).toBe(true);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    // No design resolves, so the shopper is asked to make all selections rather than getting a half-made item.
    await expect(page.getByText('Please select all options before adding to cart.')).toBeVisible();

    // A clear message and a Retry that recovers.
    await page.unroute('**/rest/v1/designs?**');
    await page.goto('/contact');
    await page.route('**/rest/v1/products?**', (route) => route.abort('connectionrefused'));
    await browseTo(page, productPath(product));
    await expect(page.getByRole('heading', { name: "We couldn't load this product" })).toBeVisible({ timeout: 30_000 });
    await page.unroute('**/rest/v1/products?**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: String(product.name) })).toBeVisible();
  });
});
