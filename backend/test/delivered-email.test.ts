// @vitest-environment node
/**
 * The "delivered" e-mail (backend/src/outbox/deliveredEmail.ts), as the outbox sender renders an 'order_delivered'
 * row (20250609057000_order_delivered_email.sql writes them): it says the order arrived and what was in it, invites
 * a review of each gift the payload names, each a link to its write-review page, and tells a guest how an account
 * lets them review. Every name is text in the HTML; an invitation that is not a line id and a name is left out.
 */
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../shared/src/format/money';
import { outboxMessage, UnsendableEmail, type OutboxRow } from '../src/outbox/outboxEmails';
import { outboxRow } from './orderFixtures';

const SITE = 'https://shop.example';

const payload = {
  order_number: 'KL-100042',
  order_path: '/orders/KL-100042',
  status: 'delivered',
  guest: false,
  lines: [
    { product_name: 'Classic Mug', variant_name: '11 oz', options: {}, quantity: 2, line_total: 39.98 },
    {
      product_name: 'Birthday Confetti Personalized T-Shirt',
      variant_name: 'M',
      options: {},
      quantity: 1,
      line_total: 24.99,
    },
  ],
  subtotal: 64.97,
  discount: 0,
  shipping: 0,
  total: 64.97,
  tracking_number: '1Z999AA10123456784',
  address: { full_name: 'Ada Lee', line1: '12 Elm Street', city: 'Portland', region: 'OR', country: 'US' },
  review_lines: [
    { order_item_id: 17, product_name: 'Classic Mug' },
    { order_item_id: 18, product_name: 'Birthday Confetti Personalized T-Shirt' },
  ],
};
const row = (over: Record<string, unknown> = {}): OutboxRow =>
  outboxRow({ kind: 'order_delivered', payload: { ...payload, ...over } });
const render = (over: Record<string, unknown> = {}) => {
  const message = outboxMessage(row(over), { siteUrl: SITE });
  return { subject: message.subject, html: String(message.html), text: String(message.text) };
};
/** The HTML's button: its label and where it goes. */
const buttonOf = (html: string) => {
  const match = /<a href="([^"]+)" style="display:inline-block;[^"]*">([^<]+)<\/a>/.exec(html);
  return { href: match?.[1], label: match?.[2] };
};

describe('the delivered e-mail', () => {
  it('says the order arrived and what was in it, and links each gift to its review', () => {
    const { subject, html, text } = render();
    expect(subject).toBe('Your order KL-100042 has arrived');
    expect(text).toContain('Your order has arrived\n\nOrder KL-100042 was delivered.');
    expect(text).toContain(`In the parcel\n2 × Classic Mug: ${formatPrice(39.98)}\n`);
    expect(text).toContain(
      'How did we do?\nA star rating and a few words help other shoppers choose their gift:\n' +
        `Review Classic Mug: ${SITE}/write-review/17\n` +
        `Review Birthday Confetti Personalized T-Shirt: ${SITE}/write-review/18\n`,
    );
    expect(html).toContain(`<a href="${SITE}/write-review/17" `);
    expect(html).toContain(`<a href="${SITE}/write-review/18" `);
    // several gifts: the button goes to the order page, which offers each line's review
    expect(buttonOf(html)).toEqual({ href: `${SITE}/orders/KL-100042`, label: 'Review Your Gifts' });
  });

  it('one gift to review: the button is its review', () => {
    const { html } = render({ review_lines: [{ order_item_id: 17, product_name: 'Classic Mug' }] });
    expect(buttonOf(html)).toEqual({ href: `${SITE}/write-review/17`, label: 'Write a Review' });
  });

  it('nothing left to review (each gift reviewed already): no invitation, the order', () => {
    const { html, text } = render({ review_lines: [] });
    expect(text).not.toContain('How did we do?');
    expect(text).not.toContain('/write-review/');
    expect(buttonOf(html)).toEqual({ href: `${SITE}/orders/KL-100042`, label: 'See Your Order' });
  });

  it('a guest is invited to no review: told an account brings the order to My Orders, where it can be reviewed', () => {
    const { html, text } = render({ guest: true, review_lines: [], order_path: '/orders/guest#ab12cd' });
    expect(text).not.toContain('/write-review/');
    expect(text).toContain('Reviews on Keepsake Lane come from shoppers with an account');
    expect(text).toContain('this order is in My Orders, where you can review each gift.');
    expect(text).toContain(`Create an account: ${SITE}/auth?tab=signup&redirect=%2Forders`);
    expect(html).toContain(`<a href="${SITE}/auth?tab=signup&amp;redirect=%2Forders" `);
    expect(buttonOf(html)).toEqual({ href: `${SITE}/orders/guest#ab12cd`, label: 'See Your Order' });
    // a payload naming lines for a guest still invites none: a guest cannot review
    expect(render({ guest: true, order_path: '/orders/guest#ab12cd' }).text).not.toContain('/write-review/');
  });

  it('hostile names stay text; an invitation that is not a line id and a name is left out', () => {
    const hostile = '<img src=x onerror=alert(1)> "Mug" & Co';
    const { html, text } = render({
      lines: [{ ...payload.lines[0], product_name: hostile }],
      review_lines: [
        { order_item_id: 17, product_name: hostile },
        { order_item_id: '18/../../admin', product_name: 'Evil' },
        { order_item_id: -4, product_name: 'Negative' },
        { order_item_id: 1.5, product_name: 'Half' },
        { order_item_id: 2 ** 60, product_name: 'Huge' },
        { order_item_id: 19, product_name: '   ' },
        { order_item_id: 20 },
        'not a line',
        null,
      ],
    });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;Mug&quot; &amp; Co');
    // (the button's address is said too, in the text part)
    expect(new Set(text.match(/\/write-review\/\S+/g))).toEqual(new Set(['/write-review/17']));
    for (const left of ['Evil', 'Negative', 'Half', 'Huge', 'admin']) expect(text).not.toContain(left);
    expect(buttonOf(html)).toEqual({ href: `${SITE}/write-review/17`, label: 'Write a Review' });
    // review_lines that is not a list invites nobody
    expect(render({ review_lines: '<script>' }).text).not.toContain('/write-review/');
  });

  it('refuses, for good, a payload that cannot become the e-mail', () => {
    for (const bad of [{ order_number: '<script>' }, { order_path: '//evil.example/x' }, { lines: [] }]) {
      expect(() => outboxMessage(row(bad), { siteUrl: SITE })).toThrow(UnsendableEmail);
    }
  });
});
