// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureShop, getSupabase } from '@giftshop/shared';
import { startTestBackend, type TestBackend } from '@giftshop/shared/testing';
import { signUp } from './auth';
import {
  addSavedAddress,
  deleteSavedAddress,
  fetchSavedAddresses,
  makeDefaultAddress,
  updateSavedAddress,
  type SavedAddressFields,
} from './savedAddresses';

/**
 * The address book's data module with the real supabase-js client against
 * the real embedded backend (the rules themselves: backend/test/savedAddressesCases.ts
 * on PGlite and PostgreSQL 15): what a shopper's calls do over the wire.
 */

let backend: TestBackend;
const site = 'http://localhost:5177/';
const email = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const home: SavedAddressFields = {
  fullName: 'Ada Lee',
  line1: '12 Elm Street',
  line2: '',
  city: 'Portland',
  region: 'OR',
  postalCode: '97205',
  country: 'US',
  phone: '',
};
const newShopper = async (tag: string) => {
  const outcome = await signUp({ firstName: tag, lastName: 'Test', email: email(tag), password: 'gift-wrap-42' }, site);
  expect(outcome.ok).toBe(true);
};

beforeAll(async () => {
  backend = await startTestBackend({ emailConfirm: false });
  configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } });
});

afterAll(async () => {
  await (await getSupabase()).auth.signOut({ scope: 'local' });
  await backend?.stop();
});

describe('the address book over the wire', () => {
  it('adds, edits, makes default and deletes a shopper’s own addresses; another shopper sees none', async () => {
    await newShopper('book');
    const first = await addSavedAddress(home);
    expect(first).toMatchObject({ ...home, isDefault: true });
    const second = await addSavedAddress({ ...home, line1: '34 Oak Avenue', line2: ' Apt  4 ' });
    expect(second).toMatchObject({ line2: 'Apt 4', isDefault: false });
    expect(await updateSavedAddress(second.id, { ...second, city: 'Salem', postalCode: '97301' })).toMatchObject({
      city: 'Salem',
    });
    await makeDefaultAddress(second.id);
    expect((await fetchSavedAddresses()).map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    await newShopper('stranger');
    expect(await fetchSavedAddresses()).toEqual([]);
    expect(await updateSavedAddress(first.id, home)).toBeNull();
    await deleteSavedAddress(first.id); // nothing of theirs: nothing deleted
    const supabase = await getSupabase();
    // mass assignment: a user_id in the row is refused, not honoured
    const forged = await supabase
      .from('saved_addresses')
      .insert({
        full_name: 'Eve',
        line1: '1 Fake Street',
        city: 'Portland',
        postal_code: '97205',
        country: 'US',
        user_id: '00000000-0000-0000-0000-000000000000',
      } as never)
      .select();
    expect(forged.error?.code).toBe('42501');
  });

  it('says what is wrong in the database’s words, and the cap of 10 addresses', async () => {
    await newShopper('capped');
    await expect(addSavedAddress({ ...home, fullName: 'N'.repeat(121) })).rejects.toThrow(
      "The address's full name is at most 120 characters.",
    );
    for (let i = 1; i <= 10; i += 1) await addSavedAddress({ ...home, line1: `${i} Cap Street` });
    await expect(addSavedAddress({ ...home, line1: '11 Cap Street' })).rejects.toThrow(
      'You can keep up to 10 addresses. Delete one to add another.',
    );
    expect(await fetchSavedAddresses()).toHaveLength(10);
  });

  it('a visitor reads nothing and adds nothing', async () => {
    await (await getSupabase()).auth.signOut({ scope: 'local' });
    await expect(fetchSavedAddresses()).rejects.toThrow(/Something went wrong while loading your addresses/);
    await expect(addSavedAddress(home)).rejects.toThrow(/Something went wrong while saving your address/);
  });
});
