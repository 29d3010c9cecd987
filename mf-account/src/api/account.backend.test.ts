// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureShop, createBus, getSupabase } from '@giftshop/shared';
import { type SessionState } from '@giftshop/shared/domain';
import { startTestBackend, type TestBackend } from '@giftshop/shared/testing';
import { describeAuthError } from '../auth/authErrors';
import { createSessionOwner } from '../session/sessionOwner';
import { changePassword, signIn, signUp, supabaseAuthSource, updateAccountName } from './auth';
import { fetchGuestOrder, fetchOrderChoices } from './guestOrders';
import { fetchOrderProgress } from './orderDelivery';
import { fetchOrderPayment } from './orderPayment';
import { fetchOrder, fetchOrders } from './orders';
import { fetchProfile, updateProfile } from './profile';

/** The account's data modules with the real supabase-js client against the real embedded backend. */

let backend: TestBackend;
const site = 'http://localhost:5177/';
const email = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

beforeAll(async () => {
  backend = await startTestBackend({ emailConfirm: false });
  expect(configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } }).supabase.url).toBe(backend.url);
});

afterAll(async () => {
  await (await getSupabase()).auth.signOut({ scope: 'local' });
  await backend?.stop();
});

describe('sign up and sign in', () => {
  it('signs up with the names in the metadata (display name = first name) and starts a session', async () => {
    const address = email('ada');
    const outcome = await signUp(
      { firstName: ' Ada ', lastName: 'Lovelace', email: address, password: 'engine-1843' },
      site,
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.session?.user.email).toBe(address);
    expect(outcome.session?.user.user_metadata).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      display_name: 'Ada',
    });
  });

  it('refuses a weak password with reasons that read as words', async () => {
    const outcome = await signUp({ firstName: 'W', lastName: 'P', email: email('weak'), password: '123' }, site);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(describeAuthError(outcome.error, 6)).toMatchObject({
      field: 'password',
      message: 'Choose a stronger password: it needs at least 6 characters.',
    });
  });

  it('refuses an e-mail that is already registered', async () => {
    const address = email('twice');
    expect((await signUp({ firstName: 'A', lastName: 'B', email: address, password: 'secret-1' }, site)).ok).toBe(true);
    const again = await signUp({ firstName: 'C', lastName: 'D', email: address, password: 'secret-2' }, site);
    expect(again.ok).toBe(false);
    if (again.ok) return;
    expect(describeAuthError(again.error)).toEqual({
      field: 'email',
      message: 'An account with this e-mail already exists. Sign in instead, or use another e-mail.',
      serverMessage: 'User already registered',
    });
  });

  it('signs in with the right password and explains a wrong one', async () => {
    const address = email('grace');
    await signUp({ firstName: 'Grace', lastName: 'Hopper', email: address, password: 'cobol-1959' }, site);
    const wrong = await signIn(address, 'fortran');
    expect(wrong.ok).toBe(false);
    if (!wrong.ok)
      expect(describeAuthError(wrong.error)).toMatchObject({
        field: 'form',
        message: 'That e-mail and password do not match an account. Check them and try again.',
        serverMessage: 'Invalid login credentials',
      });
    const right = await signIn(`  ${address} `, 'cobol-1959');
    expect(right.ok && right.session?.user.email).toBe(address);
  });
});

describe('password change', () => {
  it('replaces the password: the new one signs in, the old one no longer does, a short one is refused in words', async () => {
    const address = email('newpw');
    await signUp({ firstName: 'Pat', lastName: 'W', email: address, password: 'first-secret' }, site);
    const weak = await changePassword('123');
    expect(describeAuthError(weak.error, 6).message).toBe(
      'Choose a stronger password: it needs at least 6 characters.',
    );
    expect((await changePassword('second-secret')).error).toBeNull();
    expect((await signIn(address, 'first-secret')).ok).toBe(false);
    expect((await signIn(address, 'second-secret')).ok).toBe(true);
  });
});

describe('profile', () => {
  it('reads and updates the signed-in user’s own profile, and another user’s stays invisible', async () => {
    const first = await signUp(
      { firstName: 'Mary', lastName: 'Shelley', email: email('mary'), password: 'monster-1818' },
      site,
    );
    const maryId = first.ok ? first.session!.user.id : '';
    const mary = await fetchProfile(maryId);
    expect(mary).toMatchObject({ id: maryId, firstName: 'Mary', lastName: 'Shelley', displayName: 'Mary' });

    // markup in the display name is refused in the database's words (20250609037000), and nothing is saved
    await expect(
      updateProfile(maryId, { firstName: 'Mary W.', lastName: 'Shelley', displayName: '<b>Aunt Mary</b>' }),
    ).rejects.toThrow(/^Enter your display name without < or >\.$/);
    expect(await fetchProfile(maryId)).toMatchObject({ firstName: 'Mary', displayName: 'Mary' });
    const saved = await updateProfile(maryId, {
      firstName: 'Mary W.',
      lastName: 'Shelley',
      displayName: "Aunt Mary & Percy's",
    });
    expect(saved).toMatchObject({ firstName: 'Mary W.', displayName: "Aunt Mary & Percy's" });
    expect(await fetchProfile(maryId)).toMatchObject({ firstName: 'Mary W.', displayName: "Aunt Mary & Percy's" });

    const second = await signUp(
      { firstName: 'Percy', lastName: 'Shelley', email: email('percy'), password: 'ozymandias' },
      site,
    );
    expect(second.ok).toBe(true);
    expect(await fetchProfile(maryId)).toBeNull();
    expect(await updateProfile(maryId, { firstName: 'Hacked', lastName: 'x', displayName: 'x' })).toBeNull();
  });
});

describe('names with unseen characters', () => {
  it('are kept as the shopper sees them: in the account (sign-up, the header greets by it) and the profile', async () => {
    const outcome = await signUp(
      { firstName: '\u202EadA\u200B', lastName: '\u2067Lee\u2069', email: email('unseen'), password: 'engine-1843' },
      site,
    );
    if (!outcome.ok) throw outcome.error;
    const session = outcome.session!;
    expect(session.user.user_metadata).toMatchObject({ first_name: 'adA', last_name: 'Lee', display_name: 'adA' });
    const id = session.user.id;
    expect(await fetchProfile(id)).toMatchObject({ firstName: 'adA', lastName: 'Lee', displayName: 'adA' });
    // the profile form's save, as typed: the database cleans it (20250609043000_profile_names_cleaned.sql)
    const saved = await updateProfile(id, {
      firstName: 'A\u200Bda',
      lastName: '\uFEFFLee',
      displayName: '\u2066Ada\u2069',
    });
    expect(saved).toMatchObject({ firstName: 'Ada', lastName: 'Lee', displayName: 'Ada' });
  });
});

describe('a session that has ended', () => {
  it('says to sign in again when a save comes after the session ended elsewhere, not "something went wrong"', async () => {
    // QA sweep H-f: signed out everywhere from another device, My Profile's Save said "Something went wrong while
    // saving your profile. Please try again.", which no retry mends
    const outcome = await signUp(
      { firstName: 'Ida', lastName: 'Wells', email: email('ended'), password: 'pen-1892' },
      site,
    );
    const userId = outcome.ok ? outcome.session!.user.id : '';
    const { data } = await (await getSupabase()).auth.getSession();
    const ended = await fetch(`${backend.url}/auth/v1/logout?scope=global`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${data.session!.access_token}` },
    });
    expect(ended.status).toBe(204);
    await expect(updateProfile(userId, { firstName: 'Ida B.', lastName: 'Wells', displayName: 'Ida' })).rejects.toThrow(
      /^You are no longer signed in, so saving your profile did not work\. Sign in again, then try once more\.$/,
    );
    await expect(fetchProfile(userId)).rejects.toThrow(/^You are no longer signed in, so loading your profile/);
  });
});

describe('orders', () => {
  it('lists none and finds none for a new shopper', async () => {
    await signUp({ firstName: 'New', lastName: 'Shopper', email: email('orders'), password: 'first-order' }, site);
    expect(await fetchOrders()).toEqual([]);
    expect(await fetchOrder('KL-NOPE')).toBeNull();
  });

  /** A variant of the ornament (default option groups: its colour is "Color"), with the message design. */
  async function ornamentVariant() {
    const supabase = await getSupabase();
    const { data: product } = await supabase
      .from('products')
      .select('id')
      .eq('sku', 'KL-ORN-101')
      .single<{ id: number }>();
    const { data: variant } = await supabase
      .from('product_variants')
      .select('variant_sku, price, option3')
      .eq('product_id', product!.id)
      .eq('is_active', true)
      .limit(1)
      .single<{ variant_sku: string; price: string | number; option3: string }>();
    return variant;
  }

  /** The ornament's line in the message design, as checkout sends it. */
  const ornamentLine = (
    variant: { variant_sku: string; option3: string },
    quantity: number,
    personalization_text: string,
  ) => ({
    variant_sku: variant.variant_sku,
    design_code: 'DSN-TEXT',
    quantity,
    personalization_text,
    options: { Color: variant.option3, Design: 'Your Own Message' },
  });

  /** place_order as the caller, the spelling approved as checkout sends it: the row it answers. */
  async function place(
    items: ReturnType<typeof ornamentLine>[],
    details: Record<string, string> = {},
    payment_method: 'pay_on_delivery' | 'card' = 'pay_on_delivery',
  ) {
    const supabase = await getSupabase();
    const { data: proof } = await supabase.rpc('order_proof', { items });
    const { data: placed, error } = await supabase.rpc('place_order', {
      items,
      shipping: {
        full_name: 'Buyer One',
        line1: '1 Elm St',
        city: 'Portland',
        region: 'OR',
        postal_code: '97205',
        country: 'US',
      },
      payment_method,
      details: { ...details, proof_fingerprint: (proof as { fingerprint: string }).fingerprint },
    });
    expect(error).toBeNull();
    return placed as { order_number: string; guest_token?: string };
  }

  it('lists a placed order with its lines and address, and hides it from another shopper', async () => {
    await signUp({ firstName: 'Buyer', lastName: 'One', email: email('buyer'), password: 'first-order' }, site);
    const variant = await ornamentVariant();
    const { order_number: orderNumber } = await place([ornamentLine(variant!, 2, 'For Gran <3')]);

    const orders = await fetchOrders();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ orderNumber, status: 'placed' });
    expect(orders[0]!.total).toBeGreaterThan(0);

    const order = await fetchOrder(orderNumber);
    expect(order).toMatchObject({
      orderNumber,
      paymentMethod: 'pay_on_delivery',
      // the country by its name in shipping_countries, not the code the order keeps
      shippingAddress: ['Buyer One', '1 Elm St', 'Portland, OR 97205', 'United States'],
    });
    expect(order!.lines).toEqual([
      expect.objectContaining({
        variantSku: variant!.variant_sku,
        quantity: 2,
        personalization: 'For Gran <3',
        options: [
          { label: 'Color', value: variant!.option3, kind: 'option' },
          { label: 'Design', value: 'Your Own Message', kind: 'option' },
        ],
        unitPrice: Number(variant!.price),
      }),
    ]);
    expect(order!.total).toBeCloseTo(order!.subtotal + order!.shipping, 2);

    await signUp({ firstName: 'Other', lastName: 'Shopper', email: email('other'), password: 'second-order' }, site);
    expect(await fetchOrders()).toEqual([]);
    expect(await fetchOrder(orderNumber)).toBeNull();
  });

  it('says where a just-placed order is from its row: placed, or awaiting its card payment', async () => {
    await signUp({ firstName: 'Buyer', lastName: 'Two', email: email('standing'), password: 'first-order' }, site);
    const variant = await ornamentVariant();
    const onDelivery = await place([ornamentLine(variant!, 1, 'For Gran')]);
    const byCard = await place([ornamentLine(variant!, 1, 'For Grandpa')], {}, 'card');

    // My Orders: newest first, each with its status and its card payment's state
    expect(await fetchOrders()).toEqual([
      expect.objectContaining({ orderNumber: byCard.order_number, status: 'placed', paymentState: 'awaiting_payment' }),
      expect.objectContaining({ orderNumber: onDelivery.order_number, status: 'placed', paymentState: null }),
    ]);
    // the order page's boxes, each its own columns of the one read (readOwnOrder)
    expect(await fetchOrderProgress(byCard.order_number)).toMatchObject({
      orderNumber: byCard.order_number,
      status: 'placed',
    });
    expect(await fetchOrderPayment(byCard.order_number)).toMatchObject({
      method: 'card',
      state: 'awaiting_payment',
      orderCancelled: false,
    });
    expect(await fetchOrderPayment(onDelivery.order_number)).toMatchObject({ method: 'pay_on_delivery', state: null });
    expect(await fetchOrderChoices(onDelivery.order_number)).toMatchObject({ proofApproved: true, giftReceipt: false });

    // another shopper reads none of them: row level security, the same for each box
    await signUp({ firstName: 'Other', lastName: 'Two', email: email('nosy'), password: 'second-order' }, site);
    expect(await fetchOrderProgress(byCard.order_number)).toBeNull();
    expect(await fetchOrderPayment(byCard.order_number)).toBeNull();
    expect(await fetchOrderChoices(byCard.order_number)).toBeNull();
    // an order number that cannot exist, with PostgREST's own syntax in it, is no order either
    expect(await fetchOrderProgress('KL-1,status.eq.placed)')).toBeNull();
  });

  it("shows a guest's order from its private link with the country's name (guest_order answers it)", async () => {
    await (await getSupabase()).auth.signOut({ scope: 'local' });
    const variant = await ornamentVariant();
    const placed = await place([ornamentLine(variant!, 1, 'For Gran')], { email: email('guest') });
    const guest = await fetchGuestOrder(placed.guest_token!);
    expect(guest?.order).toMatchObject({
      orderNumber: placed.order_number,
      shippingAddress: ['Buyer One', '1 Elm St', 'Portland, OR 97205', 'United States'],
    });
  });
});

describe('the session owner on the real client', () => {
  it('publishes the session from auth events, follows a name change and signs out on the bus command', async () => {
    const hub = createBus();
    const header = hub.connect('shell', hub.contractVersion);
    const seen: SessionState[] = [];
    header.watch('session:state', (s) => seen.push(s));
    const owner = createSessionOwner(hub.connect('account', hub.contractVersion), supabaseAuthSource);
    await expect.poll(() => header.current('session:state')?.status).not.toBe('loading');

    const address = email('owner');
    await signUp({ firstName: 'Lin', lastName: 'Chen', email: address, password: 'lantern-88' }, site);
    await expect.poll(() => header.current('session:state')?.user?.email).toBe(address);
    expect(header.current('session:state')?.user?.displayName).toBe('Lin');
    // the profile's full name, as its row has it, for checkout's shipping step (shared 1.11.0)
    const userId = header.current('session:state')!.user!.id;
    const profile = await fetchProfile(userId);
    expect(header.current('session:state')?.user?.fullName).toBe(`${profile!.firstName} ${profile!.lastName}`);
    expect(header.current('session:state')?.user?.fullName).toBe('Lin Chen');

    // saved as the profile form saves it (the row, then the account's names): the session follows
    const names = { firstName: 'Lin', lastName: 'Chen-Wu', displayName: 'Auntie Lin' };
    expect(await updateProfile(userId, names)).toMatchObject({ lastName: 'Chen-Wu' });
    expect((await updateAccountName(names)).error).toBeNull();
    await expect.poll(() => header.current('session:state')?.user?.displayName).toBe('Auntie Lin');
    expect(header.current('session:state')?.user?.fullName).toBe('Lin Chen-Wu');
    expect(owner.lastEvent).toBe('USER_UPDATED');

    header.send('session:sign-out', {});
    await expect.poll(() => header.current('session:state')?.status).toBe('signed-out');
    expect((await (await getSupabase()).auth.getSession()).data.session).toBeNull();
    expect(seen.map((s) => s.status)).toContain('signed-in');
    owner.stop();
  });

  it('greets by no name set around the profile form through the auth API: markup or 5,000 characters', async () => {
    const hub = createBus();
    const header = hub.connect('shell', hub.contractVersion);
    const owner = createSessionOwner(hub.connect('account', hub.contractVersion), supabaseAuthSource);
    const address = email('mallory');
    await signUp({ firstName: 'Grace', lastName: 'Hopper', email: address, password: 'compiler-52' }, site);
    await expect.poll(() => header.current('session:state')?.user?.email).toBe(address);
    const userId = header.current('session:state')!.user!.id;
    const greeting = () => header.current('session:state')?.user?.displayName;
    expect(greeting()).toBe('Grace');

    // the account's metadata written directly (PUT /auth/v1/user), not through the profile form: the database keeps
    // the profile's display name as it was, and the header greets by it, not by the markup
    const supabase = await getSupabase();
    const hostile = await supabase.auth.updateUser({ data: { display_name: '<b>Mallory</b>' } });
    expect(hostile.data.user?.user_metadata.display_name).toBe('<b>Mallory</b>');
    await expect.poll(() => owner.lastEvent).toBe('USER_UPDATED');
    expect(greeting()).toBe('Grace');
    expect((await fetchProfile(userId))?.displayName).toBe('Grace');

    // 5,000 characters and a first name with markup: no name the profile could hold, so the e-mail's local part
    const longer = await supabase.auth.updateUser({
      data: { display_name: 'x'.repeat(5_000), first_name: '<img src=x onerror=alert(1)>' },
    });
    expect(longer.data.user?.user_metadata.display_name).toHaveLength(5_000);
    await expect.poll(greeting).toBe(address.split('@')[0]);
    expect((await fetchProfile(userId))?.displayName).toBe('Grace');

    header.send('session:sign-out', {});
    await expect.poll(() => header.current('session:state')?.status).toBe('signed-out');
    owner.stop();
  });
});
