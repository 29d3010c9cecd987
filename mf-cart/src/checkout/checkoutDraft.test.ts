import { afterEach, describe, expect, it } from 'vitest';
import {
  CHECKOUT_DRAFT_KEY,
  checkoutDraftKey,
  clearDraft,
  emptyDraft,
  loadDraft,
  loadShippingMethod,
  saveDraft,
  saveShippingMethod,
  SHIPPING_METHOD_KEY,
} from './checkoutDraft';
import { checkoutStepFrom, checkoutStepPath } from './checkoutSteps';
import { giftMessageMax, validateGiftMessage, validateGuestEmail, validatePoNumber } from './giftOptions';
import { validateOrganisation } from './paymentMethods';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const typed = {
  ...emptyDraft,
  email: 'ada@example.com',
  address: { ...emptyDraft.address, fullName: 'Ada Lee', line1: '12 Elm Street', city: 'Portland' },
  method: 'invoice' as const,
  organisation: 'Riverside Tigers',
  poNumber: 'PO-7',
  gift: { isGift: true, toRecipient: true, message: 'Happy birthday, Rose!', receipt: true },
};

describe('the checkout draft: what was typed, per shopper (and a guest’s per tab)', () => {
  it('keeps a shopper’s typing in this browser under their id, for every tab of theirs, until the order is placed', () => {
    saveDraft('u1', typed);
    expect(JSON.parse(localStorage.getItem(checkoutDraftKey('u1'))!)).toEqual(typed);
    expect(checkoutDraftKey('u1')).toBe(`${CHECKOUT_DRAFT_KEY}:u1`);
    expect(sessionStorage.length).toBe(0);
    // another tab (its own session storage) or a reload after signing in again
    sessionStorage.clear();
    expect(loadDraft('u1')).toEqual(typed);
    saveShippingMethod('u1', 'express');
    expect(loadShippingMethod('u1')).toBe('express');
    clearDraft('u1');
    expect(localStorage.length).toBe(0);
    expect(loadDraft('u1')).toEqual(emptyDraft);
    expect(loadShippingMethod('u1')).toBeNull();
  });

  it('never gives one shopper’s draft to another shopper on this browser, nor takes it away', () => {
    saveDraft('u1', typed);
    saveShippingMethod('u1', 'express');
    expect(loadDraft('u2')).toEqual(emptyDraft);
    expect(loadShippingMethod('u2')).toBeNull();
    saveDraft('u2', { ...emptyDraft, address: { ...emptyDraft.address, fullName: 'Bo Park' } });
    clearDraft('u2');
    expect(loadDraft('u1')).toEqual(typed);
    expect(loadShippingMethod('u1')).toBe('express');
  });

  it('keeps a guest’s typing for this tab only (a guest is nobody the shop can tell from the next person)', () => {
    saveDraft(null, typed);
    saveShippingMethod(null, 'express');
    expect(localStorage.length).toBe(0);
    expect(loadDraft(null)).toEqual(typed);
    expect(loadShippingMethod(null)).toBe('express');
    expect(loadShippingMethod(undefined)).toBeNull(); // nobody known yet: the server's first
    clearDraft(null);
    expect(sessionStorage.length).toBe(0);
  });

  it('lets a guest who signs in in this tab carry on with what they typed, which becomes theirs', () => {
    saveDraft('u1', { ...emptyDraft, address: { ...emptyDraft.address, fullName: 'Older draft' } });
    saveDraft(null, typed);
    saveShippingMethod(null, 'express');
    expect(loadDraft('u1')).toEqual(typed);
    expect(loadShippingMethod('u1')).toBe('express');
    saveDraft('u1', loadDraft('u1')); // the form keeps it as it opens
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
    expect(loadDraft(null)).toEqual(emptyDraft);
    expect(loadDraft('u1')).toEqual(typed);
    // an e-mail address alone is nothing a shopper carries on with
    saveDraft(null, { ...emptyDraft, email: 'guest@example.com' });
    expect(loadDraft('u1')).toEqual(typed);
    // the order placed: neither the shopper's nor the tab's guest draft is kept
    clearDraft('u1');
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('keeps nothing but the draft’s own fields: no card data, no password', () => {
    const withCard = { ...typed, cardNumber: '4242424242424242', cvc: '123', password: 'gift-wrap-42' };
    saveDraft('u1', withCard);
    saveDraft(null, withCard);
    for (const stored of [localStorage.getItem(checkoutDraftKey('u1'))!, sessionStorage.getItem(CHECKOUT_DRAFT_KEY)!]) {
      expect(JSON.parse(stored)).toEqual(typed);
      expect(stored).not.toMatch(/4242|cvc|password|gift-wrap/);
    }
  });

  it('reads a tampered or old draft field by field, never breaking checkout', () => {
    for (const raw of ['not json', '[]', 'null', '42', '"text"', '{"address":[]}']) {
      sessionStorage.setItem(CHECKOUT_DRAFT_KEY, raw);
      localStorage.setItem(checkoutDraftKey('u1'), raw);
      expect(loadDraft(null)).toEqual(emptyDraft);
      expect(loadDraft('u1')).toEqual(emptyDraft);
    }
    localStorage.setItem(
      checkoutDraftKey('u1'),
      JSON.stringify({
        email: { evil: true },
        address: { fullName: 'Ada', city: 42, line1: '<img src=x onerror=alert(1)>', extra: 'x' },
        method: 'bitcoin',
        gift: { isGift: 'yes', message: 'x'.repeat(5000), receipt: true },
        poNumber: null,
      }),
    );
    const read = loadDraft('u1');
    expect(read.email).toBe('');
    expect(read.address).toEqual({
      ...emptyDraft.address,
      fullName: 'Ada',
      line1: '<img src=x onerror=alert(1)>',
    });
    expect(read.address).not.toHaveProperty('extra');
    expect(read.method).toBe('pay_on_delivery');
    expect(read.gift).toEqual({ isGift: false, toRecipient: false, message: 'x'.repeat(1000), receipt: true });
    expect(read.poNumber).toBe('');
  });

  it('ignores a corrupt draft with nothing lost elsewhere: other shoppers’, the guest’s and the cart stay', () => {
    saveDraft('u2', typed);
    localStorage.setItem('keepsake-lane:cart:v1', '{"items":[]}');
    localStorage.setItem(checkoutDraftKey('u1'), '{"address": {"fullName": "Ada"');
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, '{not json');
    localStorage.setItem(`${SHIPPING_METHOD_KEY}:u1`, '<script>');
    expect(loadDraft('u1')).toEqual(emptyDraft);
    expect(loadShippingMethod('u1')).toBeNull();
    expect(loadDraft('u2')).toEqual(typed);
    expect(localStorage.getItem('keepsake-lane:cart:v1')).toBe('{"items":[]}');
    // the shopper types again: their draft is whole again, the rest untouched
    saveDraft('u1', { ...emptyDraft, address: { ...emptyDraft.address, fullName: 'Ada' } });
    expect(loadDraft('u1').address.fullName).toBe('Ada');
    expect(loadDraft('u2')).toEqual(typed);
    expect(localStorage.getItem('keepsake-lane:cart:v1')).toBe('{"items":[]}');
  });
});

describe('the steps have their own addresses', () => {
  it('/checkout is the review, /checkout/shipping the next step; anything else is the review', () => {
    expect(checkoutStepPath).toEqual({ review: '/checkout', shipping: '/checkout/shipping' });
    expect(checkoutStepFrom(undefined)).toBe('review');
    expect(checkoutStepFrom('shipping')).toBe('shipping');
    for (const other of ['Shipping', 'payment', '../auth', '', 'shipping/'])
      expect(checkoutStepFrom(other)).toBe('review');
  });
});

describe('gift options, guest e-mail and PO number', () => {
  it('a gift message of up to 250 characters (spaces folded as the server does; emoji count once)', () => {
    expect(giftMessageMax).toBe(250);
    expect(validateGiftMessage('x'.repeat(250))).toBeUndefined();
    expect(validateGiftMessage(`${'x'.repeat(240)}          ${'y'.repeat(9)}`)).toBeUndefined();
    expect(validateGiftMessage('🎂'.repeat(250))).toBeUndefined();
    expect(validateGiftMessage('x'.repeat(251))).toBe('The gift message can be at most 250 characters (it has 251).');
    expect(validateGiftMessage('<script>alert(1)</script>')).toBeUndefined();
    // line breaks kept, each counted, a run of blank lines one (as clean_multiline_text; multilineTextCases.ts)
    expect(validateGiftMessage(`${'x'.repeat(124)}${'\n'.repeat(50)}${'y'.repeat(124)}`)).toBeUndefined();
    expect(validateGiftMessage(`${'x'.repeat(124)}\r\n\r\n${'y'.repeat(125)}`)).toBe(
      'The gift message can be at most 250 characters (it has 251).',
    );
  });

  it('a guest’s e-mail address', () => {
    expect(validateGuestEmail(' ada@example.com ')).toBeUndefined();
    expect(validateGuestEmail('')).toBe('Enter your e-mail address, so we can send you your order.');
    for (const bad of ['ada', 'ada@', '@x.io', 'a b@x.io', '<svg>@x.io', `${'a'.repeat(250)}@x.io`])
      expect(validateGuestEmail(bad)).toBe('Enter a valid e-mail address, like name@example.com.');
  });

  it('a purchase order number of at most 40 characters', () => {
    expect(validatePoNumber('')).toBeUndefined();
    expect(validatePoNumber('9'.repeat(40))).toBeUndefined();
    expect(validatePoNumber('9'.repeat(41))).toBe('The purchase order number can be at most 40 characters.');
    // counted as the server counts it: characters (an emoji is one, a flag two), unseen ones not at all
    expect(validatePoNumber(`${'🎁'.repeat(38)}🇫🇷\u200B\u202E`)).toBeUndefined();
    expect(validatePoNumber(`${'🎁'.repeat(39)}🇫🇷`)).toBe('The purchase order number can be at most 40 characters.');
  });

  it('what an invoice is made out to, without markup, in the database’s words (20250609044000)', () => {
    for (const hostile of ['<b>Riverside</b>', 'Tigers >', '<script>alert(1)</script>']) {
      expect(validateOrganisation('invoice', hostile)).toBe("Enter your organization's name without < or >.");
      expect(validatePoNumber(hostile)).toBe('Enter your purchase order number without < or >.');
    }
    expect(validateOrganisation('invoice', `St Mary's & St John's (Y5/6) "Owls"`)).toBeUndefined();
    expect(validatePoNumber('PO#2291/B-7')).toBeUndefined();
    expect(validateOrganisation('invoice', '\u200B\u202E ')).toBe(
      'Enter the name of the school, team or organization to invoice.',
    );
    expect(validateOrganisation('invoice', `${'🎁'.repeat(199)}\u200B🇫🇷`)).toBe(
      'The organization name can be at most 200 characters.',
    );
    expect(validateOrganisation('invoice', `${'🎁'.repeat(198)}\u200B🇫🇷`)).toBeUndefined();
    expect(validateOrganisation('card', '<b>x</b>')).toBeUndefined();
  });
});
