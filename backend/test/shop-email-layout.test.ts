// @vitest-environment node
/**
 * The shop's e-mail frame (backend/src/mail/shopEmail.ts), shared by every e-mail: a word joined by hyphens stays on
 * one line in the HTML (a 375 px mail window broke "T-Shirt" into "T-" / "Shirt", "Hand-Lettered" into "Hand-" /
 * "Lettered"), once, escaped, whatever text it is in; a very long one may still break rather than widen the card;
 * the text part and the links are left as they are.
 */
import { describe, expect, it } from 'vitest';
import { HYPHENATED_WORD_MAX, keptOnOneLine, renderShopEmail } from '../src/mail/shopEmail';

const kept = (word: string) => `<span style="white-space:nowrap;">${word}</span>`;
const email = (over: Partial<Parameters<typeof renderShopEmail>[0]> = {}) =>
  renderShopEmail({
    subject: 'Your order KL-100042 has arrived',
    heading: 'Your order has arrived',
    intro: 'Order KL-100042 was delivered.',
    sections: [
      {
        title: 'In the parcel',
        lines: ['1 × Birthday Confetti Personalized T-Shirt: $24.99', '    Printing: Double-Sided'],
      },
      { title: 'Reviews', lines: [{ text: 'Review Hand-Lettered Sign', href: 'https://shop.example/write-review/7' }] },
    ],
    keepWhole: ['KL-100042'],
    button: { label: 'Write a Review', href: 'https://shop.example/write-review/7' },
    notes: ['Made-to-order gifts are checked by hand.'],
    ...over,
  });

describe('the e-mail frame keeps hyphenated words whole', () => {
  it('in every text of the body: lines, links, notes, the intro (product names never break at their hyphens)', () => {
    const { html, text } = email();
    // the body from its heading (the preheader above it is hidden)
    const body = html.slice(html.indexOf('<h1'));
    for (const word of ['T-Shirt', 'Double-Sided', 'Hand-Lettered', 'Made-to-order', 'KL-100042'])
      expect(body, word).toContain(kept(word));
    // each once: the order number asked to be kept whole is not wrapped twice
    expect(body.split(kept('KL-100042')).length).toBe(body.split('KL-100042').length);
    expect(body).not.toContain(kept(kept('KL-100042')));
    // the text part, the title and the addresses are as they were
    expect(text).toContain('1 × Birthday Confetti Personalized T-Shirt: $24.99');
    expect(text).not.toContain('nowrap');
    expect(html).toMatch(/<title>Your order KL-100042 has arrived<\/title>/);
    expect(html).toContain('href="https://shop.example/write-review/7"');
  });

  it('escapes first: markup around or inside a hyphenated word stays text; the span is the frame’s own', () => {
    expect(keptOnOneLine('&lt;b&gt;Hand-Lettered&lt;/b&gt; &quot;Sign&quot; &amp; co-op', [])).toBe(
      `&lt;b&gt;${kept('Hand-Lettered')}&lt;/b&gt; &quot;Sign&quot; &amp; ${kept('co-op')}`,
    );
    const { html } = email({ intro: '<img src=x onerror=alert(1)> Hand-Lettered' });
    expect(html).not.toContain('<img');
    expect(html).toContain(`&lt;img src=x onerror=alert(1)&gt; ${kept('Hand-Lettered')}`);
  });

  it('a word longer than the card is wide may still break at a hyphen; a dash between words is no hyphenated word', () => {
    const long = 'Extra-Large-Personalized-Family-Reunion-Banner';
    expect(long.length).toBeGreaterThan(HYPHENATED_WORD_MAX);
    expect(keptOnOneLine(long, [])).toBe(long);
    expect(keptOnOneLine('Mugs - 11 oz', [])).toBe('Mugs - 11 oz');
    expect(keptOnOneLine('ready -made', [])).toBe('ready -made');
    expect(keptOnOneLine('no hyphen here', [])).toBe('no hyphen here');
  });
});
