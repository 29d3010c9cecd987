// @vitest-environment node
/**
 * The order e-mails (backend/src/outbox/orderEmails.ts) through the real
 * outbox: each line exactly as it will be printed, in HTML and text; a
 * placed order's confirmation and a shipped order's notice reach the mail
 * catcher; and a sender process killed while it is sending (the mail server
 * has the message's DATA and has not answered) leaves them to the next
 * sender: each e-mail arrives exactly once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, startMailCatcher, waitForEmail, type MailCatcher } from '../../scripts/lib/mailCatcher';
import { titleCaseProblem } from '../../scripts/lib/buttonLabels';
import { formatPrice } from '../../shared/src/format/money';
import { outboxMessage, UnsendableEmail, type OutboxRow } from '../src/outbox/outboxEmails';
import { startOutboxSender } from '../src/outbox/outboxSender';
import { mugLine, outboxRow, shipping, withApprovedProof } from './orderFixtures';
import { startTestBackend, uniqueEmail, type TestBackend } from './testBackend';

const SITE = 'https://shop.example';
const typed = 'For  Grandma <b>Rose</b> ♥ 1952';

const payload = {
  order_number: 'KL-100042',
  order_path: '/orders/KL-100042',
  lines: [
    {
      product_name: 'Classic Mug',
      variant_name: '15 oz',
      size: '15 oz',
      design_name: 'Rose',
      design_code: 'ROSE',
      personalization_text: typed,
      options: { Style: '15 oz', Color: 'White', Design: 'Rose', font: 'Classic Serif' },
      quantity: 2,
      line_total: 45.98,
    },
  ],
  subtotal: 45.98,
  discount: 0,
  shipping: 14.95,
  total: 60.93,
  shipping_method: 'Express',
  arrives_earliest: '2026-12-18',
  arrives_latest: '2026-12-21',
  tracking_number: null,
  address: {
    full_name: 'Ada Lee',
    line1: '12 Elm Street',
    city: 'Portland',
    region: 'OR',
    postal_code: '97205',
    country: 'US',
  },
};
const row = (over: Partial<OutboxRow> = {}): OutboxRow => outboxRow({ kind: 'order_confirmation', payload, ...over });

describe('the order confirmation', () => {
  it('says each line exactly as it will be printed, the totals, the address, the dates and the link', () => {
    const message = outboxMessage(row(), { siteUrl: SITE });
    expect(message.subject).toBe('Your Keepsake Lane order KL-100042');
    const text = String(message.text);
    expect(text).toContain('2 × Classic Mug: $45.98');
    expect(text).toContain('    Style: 15 oz');
    expect(text).toContain('    Size: 15 oz');
    expect(text).toContain('    Design: Rose');
    expect(text).toContain('    Lettering: Classic Serif');
    expect(text).toContain(`    Personalization: “${typed}”`);
    // the totals read as every page's ("Shipping", not "Shipping (Express)"); the method is said with the delivery
    expect(text).toContain('Totals\nSubtotal: $45.98\nShipping: $14.95\nTotal: $60.93\n');
    expect(text).not.toContain('Shipping (');
    expect(text).toContain('Portland, OR 97205');
    expect(text).toContain('It should arrive between Fri, Dec 18 and Mon, Dec 21 by express shipping.');
    expect(text).toContain(`${SITE}/orders/KL-100042`);
    const html = String(message.html);
    // the typed text as text: escaped, its double space kept (pre-wrap)
    expect(html).toContain('Personalization: “For  Grandma &lt;b&gt;Rose&lt;/b&gt; ♥ 1952”');
    expect(html).not.toContain('<b>Rose');
    expect(html).toContain('white-space:pre-wrap');
    expect(html).toContain(`href="${SITE}/orders/KL-100042"`);
  });

  it('says until when it may be cancelled at the real time, in UTC; nothing once past, unsaid or unreadable (QA sweep R-b)', () => {
    const notes = (cancellable_until: string | number | null | undefined) => {
      const message = outboxMessage(row({ payload: { ...payload, cancellable_until } }), { siteUrl: SITE });
      return { text: String(message.text), html: String(message.html) };
    };
    const soon = new Date(Date.now() + 45 * 60_000);
    soon.setUTCHours(13, 5);
    if (soon.getTime() <= Date.now()) soon.setUTCDate(soon.getUTCDate() + 1);
    const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(soon);
    const said = `Spotted a typo? You can cancel from your order page until we start making it at 1:05 PM UTC on ${day}, then order again.`;
    expect(notes(soon.toISOString()).text).toContain(said);
    expect(notes(soon.toISOString()).html).toContain(said);
    // as PostgreSQL writes a timestamptz into JSON
    expect(notes(soon.toISOString().replace('Z', '+00:00')).text).toContain(said);
    for (const none of [new Date(Date.now() - 60_000).toISOString(), null, undefined, 'soon', '<b>1:05</b>', 42]) {
      const { text, html } = notes(none);
      expect(text).not.toMatch(/cancel|within the hour/i);
      expect(html).not.toContain('<b>1:05');
    }
  });

  it('keeps the order number on one line in the HTML of every order e-mail, never "KL-" / "100042" (QA sweep R-b)', () => {
    const whole = '<span style="white-space:nowrap;">KL-100042</span>';
    const kinds = {
      order_confirmation: payload,
      order_shipped: { ...payload, tracking_number: '1Z999AA10123456784' },
      order_refunded: { ...payload, payment_method: 'card', payment_state: 'refunded', cancelled_by: 'shop' },
      order_cancelled: { ...payload, cancelled_by: 'shopper' },
    };
    for (const [kind, body] of Object.entries(kinds)) {
      const message = outboxMessage(row({ kind, payload: body }), { siteUrl: SITE });
      const html = String(message.html);
      // every time the body says it (but in its link), it is kept whole; the link, the title and the text part are
      // left as they are
      const said = html.slice(html.indexOf('<h1')).replaceAll(`${SITE}/orders/KL-100042`, '');
      expect(said, kind).toContain(whole);
      expect(said.split('KL-100042').length, kind).toBe(said.split(whole).length);
      expect(html, kind).toContain(`href="${SITE}/orders/KL-100042"`);
      expect(html, kind).toMatch(/<title>[^<]*KL-100042[^<]*<\/title>/);
      expect(String(message.text), kind).not.toContain('nowrap');
    }
  });

  it('speaks its button in Title Case, as every button in the shop (buttonLabels): "See Your Order" (H-d)', () => {
    const kinds = {
      order_confirmation: payload,
      order_shipped: { ...payload, tracking_number: '1Z999AA10123456784' },
      order_refunded: { ...payload, payment_method: 'card', payment_state: 'refunded', cancelled_by: 'shop' },
      order_cancelled: { ...payload, cancelled_by: 'shopper' },
      order_delivered: { ...payload, review_lines: [{ order_item_id: 17, product_name: 'Classic Mug' }] },
      newsletter_welcome: { unsubscribe_token: 'c0ffee00-1111-4222-8333-444455556666' },
    };
    for (const [kind, body] of Object.entries(kinds)) {
      const html = String(outboxMessage(row({ kind, payload: body }), { siteUrl: SITE }).html);
      const label = /<a href="[^"]+" style="display:inline-block;[^"]*">([^<]+)<\/a>/.exec(html)?.[1];
      expect([kind, label, titleCaseProblem(label!)]).toEqual([kind, expect.any(String), undefined]);
    }
  });

  it('names the volume discount "Volume price" and lists it after shipping, as checkout and the order pages do (QA sweep H-e)', () => {
    // a team's 12 shirts (10 at $22.99, 2 at $24.99, each 10% off to the cent): the amounts the order confirmation
    // page showed for them
    const volume = { ...payload, subtotal: 279.88, discount: 28.0, shipping: 0, total: 251.88 };
    const message = outboxMessage(row({ payload: volume }), { siteUrl: SITE });
    const totals = ['Subtotal: $279.88', 'Shipping: Free', 'Volume price: −$28.00', 'Total: $251.88'];
    expect(String(message.text)).toContain(['Totals', ...totals, ''].join('\n'));
    expect(String(message.html)).toContain(`>${totals.join('<br>')}</p>`);
    expect(`${message.text}${message.html}`).not.toContain('Discount');
    // a full-price order has no such line
    const full = outboxMessage(row(), { siteUrl: SITE });
    expect(String(full.text)).toContain('Totals\nSubtotal: $45.98\nShipping: $14.95\nTotal: $60.93\n');
    expect(`${full.text}${full.html}`).not.toContain('Volume price');
  });

  it('ships to the country by the name the payload gives it; a payload without one says the code; markup stays text', () => {
    const shipsTo = (address: Record<string, string>) => {
      const message = outboxMessage(row({ payload: { ...payload, address: { ...payload.address, ...address } } }), {
        siteUrl: SITE,
      });
      return { text: String(message.text), html: String(message.html) };
    };
    expect(shipsTo({ country_name: 'United States' }).text).toContain('Portland, OR 97205\nUnited States\n');
    expect(shipsTo({ country_name: 'United States' }).text).not.toMatch(/\nUS\n/);
    // queued before the payload named it, or named as blank: the code, never an empty line
    expect(shipsTo({}).text).toContain('Portland, OR 97205\nUS\n');
    expect(shipsTo({ country_name: ' ' }).text).toContain('Portland, OR 97205\nUS\n');
    const hostile = shipsTo({ country: '<img src=x>', country_name: '<img src=x onerror=alert(1)>' });
    expect(hostile.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(hostile.html).not.toContain('<img');
  });

  it('says how the order is paid, in checkout’s words: card, pay on delivery, invoice with its PO number', () => {
    const paid = (over: Record<string, unknown>) =>
      String(outboxMessage(row({ payload: { ...payload, ...over } }), { siteUrl: SITE }).text);
    expect(paid({ payment_method: 'card', payment_state: 'paid' })).toContain('Payment\nPaid by card.\n');
    expect(paid({ payment_method: 'pay_on_delivery' })).toContain(
      'Payment\nPay on delivery: pay the courier $60.93 by card or cash when your gifts arrive.\n',
    );
    expect(paid({ payment_method: 'invoice', po_number: 'PO-7731' })).toContain(
      'Payment\nInvoice: we send it with the order, payable within 30 days.\nPO number: PO-7731\n',
    );
    expect(paid({ payment_method: 'invoice' })).not.toContain('PO number');
    // a payload queued before it said the method: no payment section, nothing made up
    expect(paid({})).not.toContain('Payment\n');
    const html = String(
      outboxMessage(row({ payload: { ...payload, payment_method: 'invoice', po_number: 'PO <7731> & "x"' } }), {
        siteUrl: SITE,
      }).html,
    );
    expect(html).toContain('PO number: PO &lt;7731&gt; &amp; &quot;x&quot;');
  });

  it('says the gift message line by line, as text: hostile markup stays text in the HTML', () => {
    const gift = 'Dear Anna,\n\nHappy <b>birthday</b> & <script>alert(1)</script>\n<img src=x onerror=alert(1)>';
    const message = outboxMessage(row({ payload: { ...payload, gift_message: gift } }), { siteUrl: SITE });
    expect(String(message.text)).toContain(
      'Gift message\nDear Anna,\n\nHappy <b>birthday</b> & <script>alert(1)</script>\n<img src=x onerror=alert(1)>\n',
    );
    const html = String(message.html);
    expect(html).toContain(
      'Dear Anna,<br><br>Happy &lt;b&gt;birthday&lt;/b&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;<br>&lt;img src=x onerror=alert(1)&gt;',
    );
    expect(html).not.toMatch(/<script|<img|<b>/i);
    // no message, no section
    expect(String(outboxMessage(row(), { siteUrl: SITE }).text)).not.toContain('Gift message');
  });

  it('prints lines as the order page does: options once, the line’s own size, the organisation as "Invoiced to" (QA sweep 2)', () => {
    const shirt = {
      product_name: 'Team Roster T-Shirt',
      variant_name: 'Unisex Classic / Front Print / Sage',
      size: 'M',
      design_name: null,
      design_code: null,
      personalization_text: 'COACH R',
      options: { Style: 'Unisex Classic', Printing: 'Front Print', Color: 'Sage', font: 'Varsity' },
      quantity: 1,
      line_total: 24,
    };
    // a mug's line has no size of its own (the variant's "11 oz" is not the shopper's choice)
    const mug = { ...shirt, product_name: 'Name Mug', variant_name: '11 oz', size: null, personalization_text: null };
    mug.options = { Style: '11 oz' } as typeof shirt.options;
    const bare = { ...mug, product_name: 'Gift Card', variant_name: 'Blue', options: {} as typeof shirt.options };
    const invoice = {
      ...payload,
      lines: [shirt, mug, bare],
      payment_method: 'invoice',
      address: { ...payload.address, organisation: 'Springfield Tigers' },
    };
    const text = String(outboxMessage(row({ payload: invoice }), { siteUrl: SITE }).text);
    expect(text).toContain(
      '1 × Team Roster T-Shirt: $24.00\n    Style: Unisex Classic\n    Size: M\n    Printing: Front Print\n' +
        '    Color: Sage\n    Personalization: “COACH R”\n    Lettering: Varsity\n' +
        '1 × Name Mug: $24.00\n    Style: 11 oz\n' +
        '1 × Gift Card: $24.00\n    Blue\n',
    );
    expect(text).not.toContain('Unisex Classic / Front Print / Sage');
    expect(text).not.toMatch(/Size: 11 oz/);
    expect(text).toContain('Invoiced to\nSpringfield Tigers\n');
    expect(text).toContain('Shipping to\nAda Lee\n12 Elm Street\n');
    expect(text.split('Springfield Tigers')).toHaveLength(2);
  });

  it('lists a group order’s lines together under its name and item count; markup in the name stays text (QA sweep #14)', () => {
    const person = (text: string, size: string, group: string | null) => ({
      product_name: 'Team Tee',
      variant_name: 'Unisex Classic',
      size,
      design_name: null,
      design_code: null,
      personalization_text: text,
      options: { Style: 'Unisex Classic' },
      quantity: 1,
      line_total: 20,
      group_name: group,
    });
    const team = '<b>Tigers</b> U12';
    const grouped = {
      ...payload,
      lines: [person('AVA', 'S', team), person('COACH R', 'L', null), person('BEN', 'M', team)],
    };
    const message = outboxMessage(row({ payload: grouped }), { siteUrl: SITE });
    expect(String(message.text)).toContain(
      'What we will make\n' +
        `${team} · 2 items:\n` +
        '    1 × Team Tee: $20.00\n        Style: Unisex Classic\n        Size: S\n        Personalization: “AVA”\n' +
        '    1 × Team Tee: $20.00\n        Style: Unisex Classic\n        Size: M\n        Personalization: “BEN”\n' +
        '1 × Team Tee: $20.00\n    Style: Unisex Classic\n    Size: L\n    Personalization: “COACH R”\n',
    );
    const html = String(message.html);
    expect(html).toContain('&lt;b&gt;Tigers&lt;/b&gt; U12 · 2 items:');
    expect(html).not.toContain('<b>Tigers');
    // the shipping notice lists the parcel the same way
    const shipped = outboxMessage(
      row({ kind: 'order_shipped', payload: { ...grouped, tracking_number: '1Z999AA10123456784' } }),
      { siteUrl: SITE },
    );
    expect(String(shipped.text)).toContain(`In the parcel\n${team} · 2 items:\n    1 × Team Tee: $20.00\n`);
    // an order without groups (or a payload queued before groups were kept) reads as before
    expect(String(outboxMessage(row(), { siteUrl: SITE }).text)).not.toContain(' · ');
  });

  it('a cancellation says who cancelled: "You" for the shopper or guest, "We" for the shop (QA sweep 2)', () => {
    const cancelled = (by: string | undefined) =>
      String(
        outboxMessage(row({ kind: 'order_cancelled', payload: { ...payload, cancelled_by: by } }), { siteUrl: SITE })
          .text,
      );
    expect(cancelled('shopper')).toContain('You cancelled order KL-100042: nothing from it will be made or sent.');
    expect(cancelled('shop')).toContain('We cancelled order KL-100042: nothing from it will be made or sent.');
    // a payload queued before it said who: neither
    expect(cancelled(undefined)).toContain('Order KL-100042 is cancelled: nothing from it will be made or sent.');
    expect(cancelled(undefined)).not.toMatch(/We cancelled|You cancelled/);
  });

  it('a cancelled card order’s e-mail says what became of the money, as its order page does (QA sweep H-d)', () => {
    const cancelled = (payment_method: string, payment_state: string | null) =>
      String(
        outboxMessage(
          row({
            kind: 'order_cancelled',
            payload: { ...payload, cancelled_by: 'shopper', payment_method, payment_state },
          }),
          { siteUrl: SITE },
        ).text,
      );
    // paid, then cancelled (private.cancel_placed_order sets refund_due): the amount paid, and that it comes back
    expect(cancelled('card', 'refund_due')).toContain(
      `Payment\nYou paid ${formatPrice(60.93)} by card: it will be refunded to your card.\n`,
    );
    expect(cancelled('card', 'refunded')).toContain(
      `The ${formatPrice(60.93)} you paid by card was refunded to your card.`,
    );
    // never paid: nothing was taken
    expect(cancelled('card', 'cancelled')).toContain('Payment\nNothing was charged.\n');
    expect(cancelled('card', 'cancelled')).not.toContain('refund');
    // paid on delivery or by invoice: nothing is owed, nothing is said
    for (const method of ['pay_on_delivery', 'invoice']) {
      expect(cancelled(method, null)).not.toMatch(/Payment|refund|charged/);
      expect(cancelled(method, null)).toContain('You cancelled order KL-100042: nothing from it will be made or sent.');
    }
  });

  it('a refund tells the shopper how much went back to their card, and for what (QA sweep H-d)', () => {
    const message = outboxMessage(
      row({
        kind: 'order_refunded',
        payload: { ...payload, payment_method: 'card', payment_state: 'refunded', cancelled_by: 'shop' },
      }),
      { siteUrl: SITE },
    );
    expect(message.subject).toBe('Your refund for order KL-100042');
    const text = String(message.text);
    // refunded without the shopper cancelling first: the order is cancelled too, and the e-mail says so first
    expect(text).toContain(
      `We cancelled order KL-100042: nothing from it will be made or sent. We have refunded the ${formatPrice(60.93)} you paid by card. It goes back to the card you paid with.`,
    );
    expect(text).toContain(`What was in it\n2 × Classic Mug: ${formatPrice(45.98)}\n`);
    expect(text).toContain(`${SITE}/orders/KL-100042`);
    expect(String(message.html)).toContain('Your payment is refunded');
  });

  it('a guest’s link keeps its private token in the fragment; a shipping notice names its tracking number', () => {
    const guest = outboxMessage(row({ payload: { ...payload, order_path: '/orders/guest#ab12cd' } }), {
      siteUrl: SITE,
    });
    expect(String(guest.text)).toContain(`${SITE}/orders/guest#ab12cd`);
    const shipped = outboxMessage(
      row({ kind: 'order_shipped', payload: { ...payload, tracking_number: '1Z999AA10123456784' } }),
      { siteUrl: SITE },
    );
    expect(shipped.subject).toBe('Your order KL-100042 is on its way');
    expect(String(shipped.text)).toContain('1Z999AA10123456784');
  });

  it('names the shipping method where it says the delivery, with or without its dates; markup in it stays text', () => {
    const intro = (over: object) =>
      String(outboxMessage(row({ payload: { ...payload, ...over } }), { siteUrl: SITE }).text);
    expect(intro({})).toContain('It should arrive between Fri, Dec 18 and Mon, Dec 21 by express shipping.');
    // no dates in the payload (queued before they were kept): the method still shows, where the totals no longer say it
    const undated = intro({ arrives_earliest: null, arrives_latest: null, shipping_method: 'Standard' });
    expect(undated).toContain('will make it just as written below. It ships by standard shipping.');
    expect(undated).toContain('Shipping: $14.95');
    expect(intro({ arrives_earliest: null, arrives_latest: null, shipping_method: null })).toContain(
      'will make it just as written below.\n',
    );
    const hostile = outboxMessage(row({ payload: { ...payload, shipping_method: '<img src=x onerror=alert(1)>' } }), {
      siteUrl: SITE,
    });
    expect(String(hostile.html)).not.toContain('<img src=x');
    expect(String(hostile.html)).toContain('&lt;img src=x onerror=alert(1)&gt; shipping');
  });

  it('refuses, for good, a payload that cannot become the e-mail', () => {
    for (const bad of [
      row({ payload: {} }),
      row({ payload: { ...payload, order_path: '//evil.example/x' } }),
      row({ payload: { ...payload, order_path: 'https://evil.example/' } }),
      row({ payload: { ...payload, order_number: '<script>' } }),
      row({ payload: { ...payload, lines: [] } }),
      row({ payload: { ...payload, total: 'lots' } }),
      row({ kind: 'order_shipped' }), // no tracking number
    ]) {
      expect(() => outboxMessage(bad, { siteUrl: SITE })).toThrow(UnsendableEmail);
    }
  });
});

describe('order e-mails through the outbox', () => {
  let backend: TestBackend;
  let catcher: MailCatcher;
  const mailDir = mkdtempSync(path.join(tmpdir(), 'order-mail-'));
  const line = mugLine('OEM');

  beforeAll(async () => {
    [backend, catcher] = await Promise.all([
      startTestBackend({ rateLimit: 0, writeLimit: 1_000_000 }),
      startMailCatcher({ smtpPort: 0, webPort: 0, dir: path.join(mailDir, 'main') }),
    ]);
    const { data: mug, error } = await backend.admin
      .from('products')
      .insert({ sku: 'OEM-MUG', name: 'E-mail Mug', price: 20, volume_pricing: true }) // 12 of it take 10 % off
      .select()
      .single();
    expect(error).toBeNull();
    for (const [sku, name] of [
      ['OEM-MUG-11', '11 oz'],
      ['OEM-MUG-15', '15 oz'],
    ]) {
      const variant = {
        product_id: mug.id,
        variant_sku: sku,
        variant_name: name,
        option1: name,
        option3: 'White',
        price: 20,
      };
      expect((await backend.admin.from('product_variants').insert(variant)).error).toBeNull();
    }
    const rose = {
      design_name: 'Rose',
      design_code: 'OEM-ROSE',
      personalization_options: { fields: [{ key: 'text', label: 'Message', maxLength: 100 }] },
    };
    expect((await backend.admin.from('designs').insert(rose)).error).toBeNull();
  }, 300_000);

  afterAll(async () => {
    await Promise.all([backend?.destroy(), catcher?.stop()]);
    rmSync(mailDir, { recursive: true, force: true });
  });

  const shopper = async (email: string): Promise<SupabaseClient> => {
    const supabase = backend.client();
    const { error } = await supabase.auth.signUp({ email, password: 'correct-horse-9' });
    expect(error).toBeNull();
    return supabase;
  };
  const order = async (supabase: SupabaseClient, text: string, details: Record<string, unknown> = {}) => {
    const items = [line('OEM-MUG-11', 1, { personalization_text: text })];
    const { data, error } = await supabase.rpc('place_order', {
      items,
      shipping,
      payment_method: 'pay_on_delivery',
      details: await withApprovedProof(supabase, items, details),
    });
    expect(error).toBeNull();
    return data as { order_number: string };
  };
  const outboxRows = async (recipient: string) => {
    const { data, error } = await backend.admin.from('email_outbox').select('*').eq('recipient', recipient);
    expect(error).toBeNull();
    return data as OutboxRow[];
  };
  const until = async <T>(what: string, check: () => Promise<T | false>): Promise<T> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const got = await check();
      if (got !== false) return got;
      if (Date.now() > deadline) throw new Error(`never: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('a sender killed mid-send leaves every order e-mail to the next one: each arrives exactly once', async () => {
    const emails = [uniqueEmail('order-a'), uniqueEmail('order-b')];
    const texts = ['For Ada,  love ♥', 'Für Jürgen & <Co>'];
    // a gift message as a shopper writes it (\r\n from a textarea, a run of blank lines) and as an attacker would
    const gift = 'Lieber Jürgen,\r\n\r\n\r\n\r\nalles Gute! <img src=x onerror=alert(1)>\r\n  Ada';
    const printed: string[] = [];
    for (const [i, email] of emails.entries()) {
      const supabase = await shopper(email);
      const placed = await order(supabase, texts[i]!, {
        shipping_method: i === 0 ? 'express' : 'standard',
        ...(i === 1 ? { gift_message: gift } : {}),
      });
      // what will be printed: the line as the database stored it (spaces made one by clean_text)
      const { data: row } = await backend.admin
        .from('orders')
        .select('id')
        .eq('order_number', placed.order_number)
        .single();
      const { data: stored } = await backend.admin
        .from('order_items')
        .select('personalization_text')
        .eq('order_id', row!.id);
      printed.push(stored?.[0]?.personalization_text ?? '');
      if (i === 0) {
        const { error } = await backend.admin.rpc('set_order_status', {
          order_number: placed.order_number,
          status: 'shipped',
          tracking_number: '1Z999AA10123456784',
        });
        expect(error).toBeNull();
      }
    }
    // a mail server that takes each message's DATA and never answers: the sender is mid-send when it is killed
    let dataStarted = 0;
    const stalling = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream) {
        dataStarted += 1;
        stream.resume(); // read it all, answer nothing
      },
    });
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
    const port = (stalling.server.address() as { port: number }).port;
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/outbox/cli.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        SUPABASE_URL: backend.url,
        SUPABASE_SERVICE_ROLE_KEY: backend.serviceKey,
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        SHOP_PUBLIC_ORIGIN: SITE,
        OUTBOX_POLL_MS: '50',
        OUTBOX_LEASE_SECONDS: '2',
      },
      stdio: 'ignore',
    });
    try {
      // all three e-mails (two confirmations, one shipping notice) are in the mail server's hands, unanswered
      await until('the killed sender is sending all three', async () => dataStarted >= 3 || false);
      const claimed = [...(await outboxRows(emails[0]!)), ...(await outboxRows(emails[1]!))];
      expect(claimed.map((r) => r.kind).sort()).toEqual(['order_confirmation', 'order_confirmation', 'order_shipped']);
      expect(claimed.every((r) => r.sent_at === null && r.claimed_until !== null)).toBe(true);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    } finally {
      child.kill('SIGKILL');
      await new Promise<void>((resolve) => stalling.close(() => resolve()));
    }

    const sender = startOutboxSender({
      supabaseUrl: backend.url,
      serviceKey: backend.serviceKey,
      smtpUrl: catcher.smtpUrl,
      siteUrl: SITE,
      pollMs: 50,
    });
    try {
      const [a, b] = await Promise.all([
        waitForEmail(catcher.inboxUrl, emails[0]!, { count: 2 }),
        waitForEmail(catcher.inboxUrl, emails[1]!),
      ]);
      expect(a).toBeDefined();
      expect(b.text).toContain(`Personalization: “${texts[1]}”`);
      expect(b.html).toContain('Für Jürgen &amp; &lt;Co&gt;');
      // the gift message as stored (one blank line kept, each line trimmed), escaped; and how it is paid
      expect(b.text.replace(/\r\n/g, '\n')).toContain(
        'Gift message\nLieber Jürgen,\n\nalles Gute! <img src=x onerror=alert(1)>\nAda\n',
      );
      expect(b.html).toContain('Lieber Jürgen,<br><br>alles Gute! &lt;img src=x onerror=alert(1)&gt;<br>Ada');
      expect(b.html).not.toContain('<img');
      expect(b.text).toContain('Payment\nPay on delivery: pay the courier $');
      // the country by its name in shipping_countries (order_email_payload), not the code the order keeps
      expect(b.text.replace(/\r\n/g, '\n')).toContain('Portland, OR 97205\nUnited States\n');
      for (const email of emails) {
        await until(
          'every row is marked sent',
          async () => (await outboxRows(email)).every((r) => r.sent_at !== null && r.attempts === 2) || false,
        );
      }
      const first = await emailsTo(catcher.inboxUrl, emails[0]!);
      expect(first.map((m) => m.subject).sort()).toEqual([
        expect.stringMatching(/^Your Keepsake Lane order KL-\d+$/),
        expect.stringMatching(/^Your order KL-\d+ is on its way$/),
      ]);
      const confirmation = first.find((m) => m.subject.startsWith('Your Keepsake Lane order'))!;
      expect(printed[0]).toBe('For Ada, love ♥');
      expect(confirmation.text).toContain(`Personalization: “${printed[0]}”`);
      expect(confirmation.text).toContain('Shipping: $14.95');
      expect(confirmation.text).toMatch(/It should arrive between \w{3}, \w{3} \d+ and \w{3}, \w{3} \d+ by express/);
      expect(confirmation.text).toMatch(new RegExp(`${SITE}/orders/KL-\\d+`));
      // exactly once each, after the lease ran out and nothing more came
      expect(await emailsTo(catcher.inboxUrl, emails[1]!)).toHaveLength(1);
      expect(await emailsTo(catcher.inboxUrl, emails[0]!)).toHaveLength(2);
    } finally {
      await sender.stop();
    }
  });

  it('a volume order’s confirmation reads its totals as the order pages do, in the amounts place_order charged', async () => {
    const email = uniqueEmail('order-volume');
    const supabase = await shopper(email);
    const items = [line('OEM-MUG-11', 12, { personalization_text: 'Team Rose' })];
    const { data: placed, error } = await supabase.rpc('place_order', {
      items,
      shipping,
      payment_method: 'pay_on_delivery',
      details: await withApprovedProof(supabase, items),
    });
    expect(error).toBeNull();
    const { data: charged } = await backend.admin
      .from('orders')
      .select('subtotal, discount, shipping, total')
      .eq('order_number', (placed as { order_number: string }).order_number)
      .single();
    // 12 of one product reach the first volume tier: there is a discount to name
    expect(Number(charged!.discount)).toBeGreaterThan(0);
    const [queued] = await outboxRows(email);
    const text = String(outboxMessage(queued!, { siteUrl: SITE }).text);
    const totals = text
      .slice(text.indexOf('\nTotals\n') + 1)
      .split('\n\n')[0]!
      .split('\n');
    expect(totals.map((l) => l.replace(/ \(.*\)|: .*/g, ''))).toEqual([
      'Totals',
      'Subtotal',
      'Shipping',
      'Volume price',
      'Total',
    ]);
    expect(totals[3]).toBe(`Volume price: −${formatPrice(Number(charged!.discount))}`);
    expect(totals[4]).toBe(`Total: ${formatPrice(Number(charged!.total))}`);
  });
});
