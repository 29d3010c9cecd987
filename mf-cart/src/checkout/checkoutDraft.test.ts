import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT_DRAFT_KEY, clearDraft, emptyDraft, loadDraft, saveDraft } from './checkoutDraft';
import { checkoutStepFrom, checkoutStepPath } from './checkoutSteps';
import { giftMessageMax, validateGiftMessage, validateGuestEmail, validatePoNumber } from './giftOptions';
import { validateOrganisation } from './paymentMethods';

afterEach(() => sessionStorage.clear());

describe('the checkout draft: what was typed, for this tab only', () => {
  it('keeps the step’s typing across a reload, and forgets it once the order is placed', () => {
    const draft = {
      ...emptyDraft,
      email: 'ada@example.com',
      address: { ...emptyDraft.address, fullName: 'Ada Lee', line1: '12 Elm Street', city: 'Portland' },
      method: 'invoice' as const,
      organisation: 'Riverside Tigers',
      poNumber: 'PO-7',
      gift: { isGift: true, toRecipient: true, message: 'Happy birthday, Rose!', receipt: true },
    };
    saveDraft(draft);
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)!)).toEqual(draft);
    expect(loadDraft()).toEqual(draft);
    clearDraft();
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
    expect(loadDraft()).toEqual(emptyDraft);
  });

  it('lives in sessionStorage (this tab), never localStorage', () => {
    saveDraft({ ...emptyDraft, email: 'tab@example.com' });
    expect(localStorage.length).toBe(0);
  });

  it('reads a tampered or old draft field by field, never breaking checkout', () => {
    for (const raw of ['not json', '[]', 'null', '42', '"text"']) {
      sessionStorage.setItem(CHECKOUT_DRAFT_KEY, raw);
      expect(loadDraft()).toEqual(emptyDraft);
    }
    sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({
        email: { evil: true },
        address: { fullName: 'Ada', city: 42, line1: '<img src=x onerror=alert(1)>', extra: 'x' },
        gift: { isGift: 'yes', message: 'x'.repeat(5000), receipt: true },
        poNumber: null,
      }),
    );
    const read = loadDraft();
    expect(read.email).toBe('');
    expect(read.address).toEqual({
      ...emptyDraft.address,
      fullName: 'Ada',
      line1: '<img src=x onerror=alert(1)>',
    });
    expect(read.address).not.toHaveProperty('extra');
    expect(read.gift).toEqual({ isGift: false, toRecipient: false, message: 'x'.repeat(1000), receipt: true });
    expect(read.poNumber).toBe('');
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
