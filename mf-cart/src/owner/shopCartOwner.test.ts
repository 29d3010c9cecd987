import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUS_CONTRACT_VERSION, connectBus } from '@giftshop/shared';
import type { SessionState } from '@giftshop/shared/domain';
import {
  CHECKOUT_DRAFT_KEY,
  checkoutDraftKey,
  emptyDraft,
  saveDraft,
  saveShippingMethod,
  SHIPPING_METHOD_KEY,
} from '../checkout/checkoutDraft';
import { ensureCartOwner } from './shopCartOwner';

/** The page's session owner, as the account remote publishes on the page's real bus. */
const sessionOwner = connectBus('test-session-owner', BUS_CONTRACT_VERSION);
const signedIn = (id: string): SessionState => ({
  status: 'signed-in',
  user: { id, email: `${id}@example.com`, displayName: id },
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const typed = (name: string) => ({
  ...emptyDraft,
  address: { ...emptyDraft.address, fullName: name, line1: '12 Elm Street', city: 'Portland' },
  gift: { ...emptyDraft.gift, isGift: true, message: `Love, ${name}` },
});

beforeAll(() => {
  ensureCartOwner();
});

/** Ada is signed in: what forgets the draft loads then (a visitor's pages never load it). */
async function signInAda() {
  sessionOwner.publish('session:state', signedIn('ada'));
  await vi.dynamicImportSettled();
}

afterEach(() => {
  sessionOwner.publish('session:state', { status: 'signed-out', user: null, ended: true });
  localStorage.clear();
  sessionStorage.clear();
});

describe('the cart owner forgets a shopper’s checkout draft when they Sign Out (a shared computer)', () => {
  it('forgets Ada’s draft, shipping method and the guest typing she carried on with; Bo’s draft is untouched', async () => {
    await signInAda();
    saveDraft('ada', typed('Ada Lee'));
    saveShippingMethod('ada', 'express');
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(typed('Ada as a guest'))); // carried on with
    sessionStorage.setItem(SHIPPING_METHOD_KEY, 'standard');
    saveDraft('bo', typed('Bo Chen'));
    sessionOwner.publish('session:state', { status: 'signed-out', user: null }); // Sign Out (here or in another tab)
    await flush();
    expect(localStorage.getItem(checkoutDraftKey('ada'))).toBeNull();
    expect(localStorage.getItem(`${SHIPPING_METHOD_KEY}:ada`)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(JSON.parse(localStorage.getItem(checkoutDraftKey('bo'))!)).toEqual(typed('Bo Chen'));
  });

  it('keeps the draft when the session ended without a Sign Out (expired, refused): she carries on after signing in', async () => {
    await signInAda();
    saveDraft('ada', typed('Ada Lee'));
    sessionOwner.publish('session:state', { status: 'signed-out', user: null, ended: true });
    await flush();
    expect(JSON.parse(localStorage.getItem(checkoutDraftKey('ada'))!)).toEqual(typed('Ada Lee'));
  });

  it('forgets nothing for a visitor who was never signed in on the page, and nothing of a guest’s tab', async () => {
    saveDraft('ada', typed('Ada Lee'));
    saveDraft(null, typed('A guest'));
    sessionOwner.publish('session:state', { status: 'loading', user: null });
    sessionOwner.publish('session:state', { status: 'signed-out', user: null });
    await flush();
    expect(JSON.parse(localStorage.getItem(checkoutDraftKey('ada'))!)).toEqual(typed('Ada Lee'));
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)!)).toEqual(typed('A guest'));
  });
});
