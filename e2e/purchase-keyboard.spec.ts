import { expect, test, type Locator, type Page } from './support/test';

/**
 * The whole purchase by keyboard alone — no mouse, no .click(), no .fill():
 * only Tab, Shift+Tab, Enter, Space, arrow keys, Escape and typing. Home →
 * the More menu → Ornaments → a product → options and personal text → Add to
 * Cart → the cart drawer → checkout → sign up → address → Place Order →
 * confirmation. Along the way every control the shopper lands on shows a
 * focus ring, and the mega-menu and the drawer take and give back focus.
 */

const FIRST_RENDER = { timeout: 20_000 };
const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart,/ });
const drawer = (page: Page) => page.getByRole('dialog', { name: /Your Cart/ });

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * The focused control, when it is not in the header, if any of it is under the sticky header (WCAG 2.4.11): a
 * control a press of Shift+Tab scrolled to went under it (QA sweep H-e).
 */
const focusedUnderHeader = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    const header = document.querySelector('header');
    if (!focused || focused === document.body || !header || header.contains(focused)) return null;
    const top = focused.getBoundingClientRect().top;
    const headerBottom = header.getBoundingClientRect().bottom;
    return top < headerBottom
      ? `${focused.outerHTML.slice(0, 80)} at ${top} px, the header to ${headerBottom} px`
      : null;
  });

/**
 * Presses `key` (Tab by default) until `target` has the focus; fails after `max` presses. `clearOfHeader`: each
 * control it lands on on the way is all below the sticky header.
 */
async function pressUntilFocused(page: Page, target: Locator, { key = 'Tab', max = 120, clearOfHeader = false } = {}) {
  await expect(target).toBeVisible(FIRST_RENDER);
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return;
    if (clearOfHeader) expect(await focusedUnderHeader(page)).toBeNull();
    await page.keyboard.press(key);
  }
  throw new Error(`${max} presses of ${key} never reached ${target.toString()}`);
}

/**
 * The focused element shows a focus ring: it matches :focus-visible and draws
 * an outline or a box-shadow — or, for a native control drawn by its wrapper
 * (a radio inside its label), the wrapper draws the outline.
 */
async function expectFocusRing(page: Page, what: string) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { focusVisible: false, drawnBy: null as string | null };
    const outline = (e: Element) => {
      const s = getComputedStyle(e);
      return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2 && s.outlineColor !== 'rgba(0, 0, 0, 0)';
    };
    const shadow = (e: Element) => getComputedStyle(e).boxShadow !== 'none';
    let drawnBy: string | null = null;
    if (outline(el) || shadow(el)) drawnBy = el.tagName.toLowerCase();
    else {
      let node = el.parentElement;
      for (let up = 0; node && up < 3 && !drawnBy; up += 1, node = node.parentElement) {
        if (outline(node)) drawnBy = `${node.tagName.toLowerCase()} around ${el.tagName.toLowerCase()}`;
      }
    }
    return { focusVisible: el.matches(':focus-visible'), drawnBy };
  });
  expect(ring.focusVisible, `${what} matches :focus-visible`).toBe(true);
  expect(ring.drawnBy, `${what} shows a focus ring`).not.toBeNull();
}

/** Tab to a control, check its focus ring, and type into it. */
async function tabAndType(page: Page, field: Locator, text: string, what: string) {
  await pressUntilFocused(page, field);
  await expectFocusRing(page, what);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

test('the whole purchase by keyboard alone, with visible focus all the way', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/');
  await expect(page.getByTestId('newsletter')).toBeVisible(FIRST_RENDER);
  await expect(cartButton(page)).toBeVisible(FIRST_RENDER);

  // The first Tab reaches the skip link, which shows itself.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectFocusRing(page, 'the skip link');

  // The More menu: Enter opens it, Tab goes into it, Escape closes it and gives focus back.
  const more = page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'More' });
  await pressUntilFocused(page, more);
  await expectFocusRing(page, 'the More button');
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByLabel('All categories');
  await page.keyboard.press('Tab');
  const firstTab = menu.getByRole('tab').first();
  await expect(firstTab).toBeFocused();
  await expectFocusRing(page, 'the first mega-menu tab');
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();

  // Again, and on to Products → Ornaments with the arrow keys and Tab.
  await page.keyboard.press('Space');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  const productsTab = menu.getByRole('tab', { name: 'Products' });
  await pressUntilFocused(page, productsTab, { key: 'ArrowDown', max: 4 });
  await expect(productsTab).toHaveAttribute('aria-selected', 'true');
  const ornaments = menu.locator('a[href="/category/ornaments"]');
  await pressUntilFocused(page, ornaments, { max: 30 });
  await expectFocusRing(page, 'a mega-menu link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/category\/ornaments$/);
  await expect(menu).toHaveCount(0);

  // A product card's link.
  const card = page.getByRole('main').locator('a[href$="/KL-ORN-101"]:not([tabindex="-1"])').first();
  await expect(card).toBeVisible(FIRST_RENDER);
  await pressUntilFocused(page, card);
  await expectFocusRing(page, 'a product card link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products?\/KL-ORN-101$/);
  await expect(page.getByRole('heading', { level: 1, name: /First Christmas Ornament/ })).toBeVisible(FIRST_RENDER);

  // Options: the arrow keys move within a group of choices.
  const radios = page.getByRole('main').getByRole('radio');
  await expect(radios.first()).toBeVisible();
  const group = radios.first().locator('xpath=ancestor::*[@role="radiogroup" or self::fieldset][1]');
  const choices = group.getByRole('radio');
  const checkedIndex = () => choices.evaluateAll((els) => els.findIndex((e) => (e as HTMLInputElement).checked));
  const before = await checkedIndex();
  expect(before).toBeGreaterThanOrEqual(0);
  expect(await choices.count()).toBeGreaterThan(1);
  // Tab reaches a group at its chosen option.
  await pressUntilFocused(page, choices.nth(before));
  await expectFocusRing(page, 'an option');
  await page.keyboard.press('ArrowRight');
  await expect.poll(checkedIndex).not.toBe(before);
  await expectFocusRing(page, 'the next option');

  await tabAndType(page, page.getByLabel('Name', { exact: true }), 'Baby Emma', 'the personalization text');
  await expect(page.getByTestId('live-preview')).toHaveAttribute('aria-label', 'Preview of your text: Baby Emma');

  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await pressUntilFocused(page, addToCart);
  await expectFocusRing(page, 'Add to Cart');
  await page.keyboard.press('Enter');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

  // Back up to the header's cart button, every control on the way scrolled clear of the sticky header; the drawer
  // takes focus, keeps it, and gives it back.
  await pressUntilFocused(page, cartButton(page), { key: 'Shift+Tab', clearOfHeader: true });
  await expectFocusRing(page, 'the cart button');
  await page.keyboard.press('Enter');
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByRole('button', { name: 'Close Cart' })).toBeFocused();
  await expectFocusRing(page, 'the drawer’s close button');
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
    expect(await drawer(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toHaveCount(0);
  await expect(cartButton(page)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(drawer(page)).toContainText('“Baby Emma”');
  const proceed = drawer(page).getByRole('link', { name: 'Proceed to Checkout' });
  await pressUntilFocused(page, proceed, { max: 30 });
  await expectFocusRing(page, 'Proceed to Checkout');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  // The new page's heading has focus (a screen reader says "Checkout"), not the header's cart button.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeFocused();

  // Signed out: checkout asks to sign in, and the sign-up form is reached with the tabs' arrow keys.
  const signInToContinue = page.getByRole('button', { name: 'Sign In to Continue' });
  await pressUntilFocused(page, signInToContinue);
  await expectFocusRing(page, 'Sign In to Continue');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  const signInTab = page.getByRole('tab', { name: 'Sign In' });
  await pressUntilFocused(page, signInTab);
  await expectFocusRing(page, 'the Sign In tab');
  await page.keyboard.press('ArrowRight');
  const signUpTab = page.getByRole('tab', { name: 'Sign Up' });
  await expect(signUpTab).toBeFocused();
  await expect(signUpTab).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Create an account' });
  await tabAndType(page, form.getByLabel('First name'), 'Grace', 'First name');
  await tabAndType(page, form.getByLabel('Last name'), 'Hopper', 'Last name');
  const email = `keyboard-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await tabAndType(page, form.getByLabel('E-mail'), email, 'E-mail');
  await tabAndType(page, form.getByLabel('Password', { exact: true }), 'gift-wrap-42', 'Password');
  const create = form.getByRole('button', { name: 'Create Account' });
  await pressUntilFocused(page, create);
  await expectFocusRing(page, 'Create Account');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/, FIRST_RENDER);

  // Review, then the shipping address.
  const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
  await pressUntilFocused(page, continueButton);
  await expectFocusRing(page, 'Continue');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeFocused();
  // the name is there already: the one the shopper signed up with
  await expect(page.getByLabel('Full name')).toHaveValue('Grace Hopper');
  await tabAndType(page, page.getByLabel('Street address'), '1 Navy Yard', 'Street address');
  await tabAndType(page, page.getByLabel('City'), 'Arlington', 'City');
  // the state is chosen from the list: typing its name picks it, as on any select
  const state = page.getByLabel('State / Province');
  await pressUntilFocused(page, state);
  await expectFocusRing(page, 'State / Province');
  await page.keyboard.type('Virginia');
  await expect(state).toHaveValue('VA');
  await tabAndType(page, page.getByLabel('ZIP / Postal code'), '22202', 'ZIP / Postal code');

  // Payment: the arrow keys choose Invoice, which asks for the organisation.
  const payOnDelivery = page.getByRole('radio', { name: /Pay on delivery/ });
  await pressUntilFocused(page, payOnDelivery);
  await expectFocusRing(page, 'the payment choice');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Invoice/ })).toBeChecked();
  await tabAndType(
    page,
    page.getByLabel('School, team or organization to invoice'),
    'Navy Yard School',
    'the organization to invoice',
  );

  // The proof: its spelling check is ticked with Space.
  const proofChecked = page.getByLabel('I have checked the spelling');
  await pressUntilFocused(page, proofChecked);
  await page.keyboard.press('Space');
  await expect(proofChecked).toBeChecked();

  const placeOrder = page.getByRole('button', { name: /^Place Order · \$/ });
  await pressUntilFocused(page, placeOrder);
  await expectFocusRing(page, 'Place Order');
  const total = (await page.getByTestId('checkout-total').textContent())!;
  await expect(placeOrder).toHaveAccessibleName(`Place Order · ${total}`);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/checkout\/confirmation\/KL-\d+$/, FIRST_RENDER);
  // Focus is on the confirmation's heading, so a screen reader says the order went through.
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeFocused();
  await expect(page.getByTestId('order-number')).toHaveText(/^KL-\d+$/);
  await expect(page.getByRole('main')).toContainText(total);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, empty');
});

test('the mobile menu by keyboard: it opens from its button, and Escape gives focus back', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 760 });
  await page.goto('/contact');
  const toggle = page.getByRole('button', { name: 'Open Menu' });
  await pressUntilFocused(page, toggle);
  await expectFocusRing(page, 'the menu button');
  await page.keyboard.press('Enter');
  const close = page.getByRole('button', { name: 'Close Menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`#${await close.getAttribute('aria-controls')}`);
  await expect(menu).toBeVisible();
  // Tab goes from the button into the open menu's links, each with its ring.
  const firstLink = menu.getByRole('link').first();
  await pressUntilFocused(page, firstLink, { max: 12 });
  await expectFocusRing(page, 'the first menu link');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open Menu' })).toBeFocused();

  // Open again and follow a link with Enter: the menu closes on the new page.
  await page.keyboard.press('Enter');
  await pressUntilFocused(
    page,
    page
      .locator(`#${await close.getAttribute('aria-controls')}`)
      .getByRole('link')
      .first(),
    {
      max: 12,
    },
  );
  const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('button', { name: 'Open Menu' })).toHaveAttribute('aria-expanded', 'false');
});
