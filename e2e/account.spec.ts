import { expect, test, type Page } from './support/test';
import { defaultShopConfig } from '../shared/src/config/shopConfig';
import { ordersCli } from './support/ordersCli';
import { e2eTarget } from './support/target';
import { newShopperSession, openSignedIn, signedInShopper, uniqueEmail } from './support/shopper';

/**
 * The account remote in the whole shop: sign up, sign in, the header's
 * account menu, redirects, the profile page and the session's life.
 */

const password = 'gift-wrap-42';

const accountButton = (page: Page) => page.getByRole('button', { name: /^Account Menu for/ });
const signInIcon = (page: Page) => page.getByRole('link', { name: 'Sign In or Create an Account' });

async function signUp(
  page: Page,
  details: { firstName?: string; lastName?: string; email: string; password?: string },
) {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First name').fill(details.firstName ?? 'Ada');
  await form.getByLabel('Last name').fill(details.lastName ?? 'Lovelace');
  await form.getByLabel('E-mail').fill(details.email);
  await form.getByLabel('Password', { exact: true }).fill(details.password ?? password);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

async function signIn(page: Page, email: string, secret = password) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(secret);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * A new account, signed in on the home page. Made through the auth API (support/shopper.ts): the sign-up
 * form has its own flow above, and the flows that use this are about what comes after.
 */
async function newShopper(page: Page, tag: string, firstName = 'Ada') {
  const email = await signedInShopper(page, '/', { firstName, lastName: 'Lovelace', tag });
  // The header's remote loads after the page's own: allow a busy machine time.
  await expect(accountButton(page)).toBeVisible({ timeout: 20_000 });
  return email;
}

test.describe('sign up, menu and sign out', () => {
  test('sign up → signed in → the menu shows and its links lead to the orders and the profile → sign out → /', async ({
    page,
  }) => {
    // the one flow through the sign-up form, from a listing to the menu and out: three full pages on the way
    test.setTimeout(90_000);
    await page.goto('/category/mugs?sort=price-low');
    // The header's remotes load after the page's own remote (and its first images): allow a busy machine time.
    await expect(signInIcon(page)).toHaveAttribute('href', '/auth?redirect=%2Fcategory%2Fmugs%3Fsort%3Dprice-low', {
      timeout: 20_000,
    });
    await page.goto('/auth');
    await expect(page.getByRole('tablist', { name: 'Sign in or create an account' })).toBeVisible();
    const email = uniqueEmail('signup');
    await signUp(page, { email, firstName: 'Grace' });
    await expect(page.getByRole('status').filter({ hasText: 'Account created!' })).toBeVisible();
    // Signed in at once (no e-mail confirmation on this backend): back to the home page, and the header knows.
    await expect(page).toHaveURL(/\/$/);
    const menuButton = accountButton(page);
    await expect(menuButton).toHaveAccessibleName('Account Menu for Grace');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // The menu: keyboard opens it on the first item, arrows move, Escape closes and returns focus. The home page's
    // heading takes the focus once its code is in (focusMainHeading, after a route change): wait for that first, or
    // it may take the focus from the menu button between the focus and the key (ci62).
    await expect(page.locator('main h1')).toBeFocused({ timeout: 15_000 });
    await menuButton.focus();
    await page.keyboard.press('ArrowDown');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu', { name: 'Account' });
    await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'My Orders' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(page.getByText(email)).toBeHidden();

    const box = await menuButton.boundingBox();
    expect(box && Math.round(box.width) >= 44 && Math.round(box.height) >= 44).toBe(true);

    // The menu links lead to the orders and the profile.
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'My Orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
    await expect(page.getByText("You haven't placed any orders yet")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products');
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();

    await page.goto('/contact');
    await accountButton(page).click();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    // The toast lasts 4-5 s: watched at the same time as the rest, not after it.
    await Promise.all([
      expect(page).toHaveURL(/\/$/, { timeout: 20_000 }),
      expect(signInIcon(page)).toBeVisible({ timeout: 20_000 }),
      expect(page.getByRole('status').filter({ hasText: 'Signed out' })).toBeVisible({ timeout: 20_000 }),
    ]);
    expect(await page.evaluate(() => localStorage.getItem('keepsake-lane:auth'))).toBeNull();
  });
});

test('/auth as the server sends it (the session not checked yet) has the forms’ rows: "Why shop with us" keeps its place in the card when the form comes, on both tabs', async ({
  browser,
  baseURL,
  page,
}) => {
  // Where the list sits in its card, once the fonts are in: scripts off, the page is the server's view (the
  // session check never runs) under a notice about scripts, so the card is the reference, not the page.
  const listInCard = async (p: Page) => {
    await p.evaluate(() => document.fonts.ready.then(() => undefined));
    return p
      .getByRole('list', { name: 'Why shop with us' })
      .evaluate((list) => list.getBoundingClientRect().top - list.closest('section')!.getBoundingClientRect().top);
  };
  const plain = await browser.newContext({ javaScriptEnabled: false });
  try {
    const serverView = await plain.newPage();
    for (const search of ['', '?tab=signup']) {
      // the frame's own goto: with scripts off, the page never hydrates
      await serverView.mainFrame().goto(new URL(`/auth${search}`, baseURL).href);
      await expect(serverView.getByLabel('Checking whether you are signed in')).toBeAttached();
      // the card's own note that signing in needs scripts is a <noscript>: a browser running them never shows it
      await serverView.locator('main noscript').evaluateAll((notes) => notes.forEach((note) => note.remove()));
      const whileChecking = await listInCard(serverView);
      await page.goto(`/auth${search}`);
      await expect(page.getByRole('form', { name: search ? 'Create an account' : 'Sign in' })).toBeVisible();
      expect(await listInCard(page)).toBe(whileChecking);
    }
  } finally {
    await plain.close();
  }
});

test.describe('errors a shopper can act on', () => {
  // The form's own answers, in one visit to /auth (was four flows): nothing sent for empty, malformed or weak
  // input, a backend that cannot be reached, and the busy button while an answer is awaited.
  test('empty, malformed and weak input get messages beside them and nothing is sent; an unreachable backend gets a clear message and the form keeps what was typed; while signing in the button is disabled and says so', async ({
    page,
  }) => {
    // three visits to the sign-in form
    test.setTimeout(60_000);
    const sent: string[] = [];
    const record = (r: { url(): string }) => void (r.url().includes('/auth/v1/') && sent.push(r.url()));
    page.on('request', record);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('E-mail')).toBeFocused();
    await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('E-mail')).toHaveAttribute('type', 'email');
    await page.getByRole('form', { name: 'Sign in' }).getByLabel('E-mail').fill('ada@');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();

    // A weak password is explained in words before anything is sent.
    await signUp(page, { email: uniqueEmail('weak'), password: '12345' });
    const passwordField = page.getByRole('form', { name: 'Create an account' }).getByLabel('Password', { exact: true });
    await expect(page.getByText('Your password needs at least 6 characters.')).toBeVisible();
    await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
    await expect(passwordField).toBeFocused();
    // The show-password toggle reveals what was typed.
    await page.getByRole('button', { name: 'Show Password' }).click();
    await expect(passwordField).toHaveAttribute('type', 'text');
    await expect(passwordField).toHaveValue('12345');
    expect(sent).toEqual([]);
    page.off('request', record);

    // A backend that cannot be reached gets a clear message, and the form keeps what was typed.
    await page.goto('/auth');
    await page.route('**/auth/v1/**', (route) => route.abort('connectionrefused'));
    const email = uniqueEmail('offline');
    await signIn(page, email);
    await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
      "We couldn't reach the shop's server. Check your connection and try again.",
    );
    await expect(page.getByRole('alert').filter({ hasText: 'Sign in failed' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('E-mail')).toHaveValue(email);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
    await page.unrouteAll();

    // While signing in the button is disabled and says so: the answer is held until the busy state has been seen.
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/auth/v1/token**', async (route) => {
      await held;
      await route.continue();
    });
    await signIn(page, uniqueEmail('busy'), 'whatever-1');
    const busy = page.getByRole('button', { name: 'Signing in...' });
    await expect(busy).toBeDisabled();
    answer();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  });
  // Hostile names in the header and menu: security-probes.spec.ts (with a sentinel that proves nothing ran).
});

test.describe('redirects', () => {
  // A returning shopper's journey (was four flows, three of them making an account): the sign-in pages guard
  // /orders and /profile, a wrong password and a second sign-up with the same e-mail get the server's answers,
  // and the right password brings the shopper back to the page they asked for.
  test('a signed-out visitor to /orders or /profile is asked to sign in; a wrong password and an e-mail already registered get clear messages; signing in comes back to /profile, which edits the profile', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/orders/KL-404');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Forders%2FKL-404$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

    const email = await newShopper(page, 'back', 'Mary');
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(signInIcon(page)).toBeVisible();

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile$/);
    // A failed sign-in shows the service's message in spec section 8's toast and the shop's words on the form
    // (every wording: AuthFailure.test.tsx).
    await signIn(page, email, 'not-the-password');
    const toast = page.getByRole('alert').filter({ hasText: 'Sign in failed' });
    await expect(toast).toContainText('Invalid login credentials');
    await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
      'That e-mail and password do not match an account. Check them and try again.',
    );
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile$/);
    await expect(signInIcon(page)).toBeVisible();

    // An e-mail that is already registered is flagged on the e-mail field.
    await signUp(page, { email, firstName: 'Someone' });
    const emailField = page.getByRole('form', { name: 'Create an account' }).getByLabel('E-mail');
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('An account with this e-mail already exists.', { exact: false })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Sign up failed' })).toContainText(
      'User already registered',
    );
    await expect(signInIcon(page)).toBeVisible();

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile$/);
    await signIn(page, email);
    // The toast lasts 4-5 s: watched at the same time as the page, not after it.
    await Promise.all([
      expect(page).toHaveURL(/\/profile$/, { timeout: 20_000 }),
      expect(page.getByRole('status').filter({ hasText: 'Welcome back!' })).toContainText(
        'You have been signed in successfully.',
        { timeout: 20_000 },
      ),
    ]);
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    const form = page.getByRole('form', { name: 'Your details' });
    await expect(form.getByLabel('First name')).toHaveValue('Mary');
    await expect(form.getByLabel('Last name')).toHaveValue('Lovelace');
    await expect(form.getByLabel('Display name')).toHaveValue('Mary');

    await form.getByLabel('Display name').fill('');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('Enter your display name.')).toBeVisible();
    await form.getByLabel('Display name').fill('Aunt Mary');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('Saved. Your profile is up to date.')).toBeVisible();
    // The header hears about it through the session (USER_UPDATED → session:state on the bus).
    await expect(accountButton(page)).toHaveAccessibleName('Account Menu for Aunt Mary');
    await page.reload();
    await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('Display name')).toHaveValue('Aunt Mary');
  });

  // Open-redirect attempts: one of each kind in security-probes.spec.ts, every one in redirectTarget.hostile.test.ts.
});

test.describe('the session and the signed-in pages', () => {
  // One shopper (was two flows, each making an account): the session survives a reload and is shared with every
  // page; then the password is changed on the profile page and only the new one signs in.
  test('survives a reload and is shared with every page of the shop; a changed password is the one that signs in', async ({
    page,
  }) => {
    // five pages, a password change and two sign-ins
    test.setTimeout(90_000);
    const email = await newShopper(page, 'reload', 'Lin');
    await page.reload();
    await expect(accountButton(page)).toHaveAccessibleName('Account Menu for Lin');
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/orders/NOT-AN-ORDER');
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/orders');

    await page.goto('/profile');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('New password', { exact: true }).fill('brand-new-1');
    await form.getByLabel('Repeat the new password').fill('brand-new-2');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText('The two passwords do not match.')).toBeVisible();
    await form.getByLabel('Repeat the new password').fill('brand-new-1');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText('Your password has been changed.')).toBeVisible();
    await expect(form.getByLabel('New password', { exact: true })).toHaveValue('');

    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    // Leaving mid-sign-out would keep the stored session: wait until the shop says it is done.
    await expect(signInIcon(page)).toBeVisible();
    await page.goto('/auth');
    await signIn(page, email, password);
    await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toContainText(
      'do not match an account',
    );
    await signIn(page, email, 'brand-new-1');
    await expect(accountButton(page)).toBeVisible();
  });

  test('the Password card keeps its place as the profile comes (held here): the names form stands in with its rows', async ({
    page,
  }) => {
    await newShopper(page, 'held-profile');
    let releaseProfile!: () => void;
    const profileHeld = new Promise<void>((release) => (releaseProfile = release));
    const isProfile = (url: URL) => url.pathname.endsWith('/rest/v1/profiles');
    await page.route(isProfile, async (route) => {
      if (route.request().method() === 'GET') await profileHeld;
      await route.continue();
    });
    await page.goto('/profile');
    await expect(page.getByLabel('Loading your profile')).toBeVisible();
    const newPassword = page.getByLabel('New password', { exact: true });
    await expect(newPassword).toBeVisible();
    const topOnPage = () => newPassword.evaluate((input) => input.getBoundingClientRect().top + window.scrollY);
    const topWhileLoading = await topOnPage();
    releaseProfile();
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    expect(await topOnPage()).toBe(topWhileLoading);
    await page.unroute(isProfile);
  });

  test('another remote (the cart’s checkout) sees the session change on the bus', async ({ page }) => {
    const email = await newShopper(page, 'bus');
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(signInIcon(page)).toBeVisible();
    const line = {
      id: 'MUG-11OZ:ROSE',
      name: 'Name Mug',
      price: 18.99,
      image: '',
      quantity: 1,
      customization: { personalizationText: 'Gran' },
    };
    await page.evaluate(([key, raw]) => localStorage.setItem(key, raw), [
      defaultShopConfig.cartStorageKey,
      JSON.stringify([line]),
    ] as const);

    await page.goto('/checkout');
    await expect(page.getByRole('button', { name: 'Sign In to Continue' })).toBeVisible();
    // Sign in through the header's icon, which carries the way back.
    await signInIcon(page).click();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fcheckout$/);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText(`You're signed in as ${email}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();

    // Signing out in the account menu reaches the cart remote too.
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(signInIcon(page)).toBeVisible();
    await page.goto('/checkout');
    await expect(page.getByRole('button', { name: 'Sign In to Continue' })).toBeVisible();
  });

  test('My Orders lists a delivered order and shows its lines, personalization, address and totals', async ({
    page,
    request,
  }) => {
    const { backend } = e2eTarget();
    expect(backend, 'the stack has a backend').toBeTruthy();
    await newShopper(page, 'orders');
    const session = await page.evaluate(
      () => JSON.parse(localStorage.getItem('keepsake-lane:auth') ?? 'null') as { access_token: string },
    );
    const headers = { apikey: backend!.anonKey, Authorization: `Bearer ${session.access_token}` };
    // A variant of the ornament (default option groups: its colour is "Color"), with the message design.
    const products = await request.get(`${backend!.url}/rest/v1/products?select=id&sku=eq.KL-ORN-101`, { headers });
    const [product] = (await products.json()) as { id: number }[];
    const variants = await request.get(
      `${backend!.url}/rest/v1/product_variants?select=variant_sku,price,option3&is_active=eq.true&product_id=eq.${product!.id}&limit=1`,
      { headers },
    );
    const [variant] = (await variants.json()) as { variant_sku: string; price: number; option3: string }[];
    // The order is placed as checkout places it (the shopper's own token, the server's prices).
    const items = [
      {
        variant_sku: variant!.variant_sku,
        design_code: 'DSN-TEXT',
        quantity: 2,
        personalization_text: '<b>For Gran</b>',
        options: { Color: variant!.option3, Design: 'Your Own Message' },
      },
    ];
    // ...with the spelling approved: the fingerprint of the proof the shopper saw
    const proof = await request.post(`${backend!.url}/rest/v1/rpc/order_proof`, { headers, data: { items } });
    const { fingerprint } = (await proof.json()) as { fingerprint: string };
    const placed = await request.post(`${backend!.url}/rest/v1/rpc/place_order`, {
      headers,
      data: {
        items,
        shipping: {
          full_name: 'Ada Lovelace',
          // a street line of 150 letters without a space (QA): it wraps, the page keeps its width
          line1: `418 Maple Row ${'A'.repeat(150)}`,
          city: 'Portland',
          region: 'OR',
          postal_code: '97205',
          country: 'US',
        },
        payment_method: 'pay_on_delivery',
        details: { proof_fingerprint: fingerprint },
      },
    });
    expect(placed.ok()).toBe(true);
    const { order_number: orderNumber } = (await placed.json()) as { order_number: string };
    // the shop delivers it (paid on delivery): only then may its line be reviewed, so the page offers it
    expect(await ordersCli('deliver', orderNumber, '--tracking', `1Z${orderNumber.replace(/\D/g, '')}`)).toContain(
      'delivered',
    );

    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'My Orders' }).click();
    const link = page.getByRole('link', { name: new RegExp(`Order ${orderNumber}`) });
    await expect(link).toContainText('Delivered');
    // The page comes whole: its progress box (steps, Cancel Order) is asked for with the order, and the page
    // shows when it answers, so "Review this gift" does not move under a tap as the box arrives (held here).
    let releaseProgress!: () => void;
    const progressHeld = new Promise<void>((release) => (releaseProgress = release));
    const isProgress = (url: URL) =>
      url.pathname.endsWith('/rest/v1/orders') && (url.searchParams.get('select') ?? '').includes('cancellable_until');
    await page.route(isProgress, async (route) => {
      await progressHeld;
      await route.continue();
    });
    const linesAnswered = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith('/rest/v1/order_items'),
    );
    await link.click();
    await linesAnswered;
    await expect(page.getByLabel('Loading your order')).toBeVisible();
    const review = page.getByRole('link', { name: 'Review this gift' });
    await expect(review).toHaveCount(0);
    releaseProgress();
    await expect(review).toBeVisible();
    const reviewTop = () => review.evaluate((a) => a.getBoundingClientRect().top + window.scrollY);
    const topWhenShown = await reviewTop();
    await expect(page.getByTestId('order-progress')).toBeVisible();
    expect(await reviewTop()).toBe(topWhenShown);
    await page.unroute(isProgress);
    await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}$`));
    await expect(page.getByRole('heading', { name: `Order ${orderNumber}`, level: 1 })).toBeVisible();
    await expect(page.getByText('Personalization: “<b>For Gran</b>”')).toBeVisible();
    await expect(page.getByText(`Color: ${variant!.option3}`)).toBeVisible();
    await expect(page.getByText('Design: Your Own Message')).toBeVisible();
    await expect(page.getByText('Portland, OR 97205', { exact: true })).toBeVisible();
    const viewport = page.viewportSize()!;
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      const { scrollWidth, clientWidth } = await page.evaluate(() => {
        const { scrollWidth, clientWidth } = document.documentElement;
        return { scrollWidth, clientWidth };
      });
      expect(scrollWidth, `the page at ${width} px`).toBeLessThanOrEqual(clientWidth);
    }
    await page.setViewportSize(viewport);
    await expect(page.getByText('Pay on delivery', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: '← My Orders' })).toHaveAttribute('href', '/orders');

    // The next shopper on this device sees none of it, even straight after.
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(signInIcon(page)).toBeVisible();
    await openSignedIn(page, await newShopperSession({ firstName: 'Next', email: uniqueEmail('next') }), '/');
    await expect(accountButton(page)).toHaveAccessibleName('Account Menu for Next', { timeout: 20_000 });
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'My Orders' }).click();
    await expect(page.getByText("You haven't placed any orders yet")).toBeVisible();
    await expect(page.getByText(orderNumber)).toHaveCount(0);
  });
});
