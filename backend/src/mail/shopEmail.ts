import { defaultShopConfig, type ShopConfig } from '../../../shared/src/config/shopConfig';
import { color, font } from '../../../shared/src/theme/tokens';

/** An e-mail ready to send: its subject, HTML and plain text. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** A line of a section: text, or a link (its text said, then the address, in the text part). */
export type ShopEmailLine = string | { text: string; href: string };

/** What one of the shop's e-mails says; the frame (brand, card, button, signature) is the same for all. */
export interface ShopEmailContent {
  subject: string;
  heading: string;
  intro: string;
  /** The one thing the e-mail asks for. */
  button: { label: string; href: string };
  /** Small print under the button, a paragraph each. */
  notes: string[];
  /** A newsletter's unsubscribe link, said in the signature. */
  unsubscribe?: { why: string; href: string };
  /**
   * Details under the intro (an order's lines, totals, address), each a titled list of lines. A line's text is
   * shown as it is (spaces kept), escaped in the HTML; a link's too.
   */
  sections?: { title: string; lines: ShopEmailLine[] }[];
  /**
   * Words the HTML keeps on one line wherever they are said (white-space: nowrap): an order number, which a
   * 600 px mail window broke at its hyphen ("KL-" / "100008"). The text part is left as it is.
   */
  keepWhole?: string[];
}

/**
 * The longest word joined by hyphens that the HTML keeps on one line ("T-Shirt", "Hand-Lettered", "KL-100042"): a
 * mail window 375 px wide broke product names after their hyphens ("T-" / "Shirt"). A longer one may still break
 * there rather than widen the card past the screen.
 */
export const HYPHENATED_WORD_MAX = 24;
const hyphenatedWord = /[\p{L}\p{N}]+(?:[-\u2010][\p{L}\p{N}]+)+/gu;
const regexpText = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const decodedLength = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#39);/g, '&').length;
const nowrap = (html: string) => `<span style="white-space:nowrap;">${html}</span>`;

/**
 * `html` (escaped text) with each of `whole` (escaped words to keep whole) and each short word joined by hyphens in
 * a span that does not wrap, once each.
 */
export function keptOnOneLine(html: string, whole: string[]): string {
  const words = [...whole].sort((a, b) => b.length - a.length).map(regexpText);
  const pattern = new RegExp([...words, hyphenatedWord.source].join('|'), 'gu');
  return html.replace(pattern, (word) =>
    whole.includes(word) || decodedLength(word) <= HYPHENATED_WORD_MAX ? nowrap(word) : word,
  );
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * One of the shop's e-mails in HTML (inline styles and a table layout, as
 * mail clients need; the shop's colours and type) and plain text, signed
 * with the shop's name and contact details from the shop config.
 */
export function renderShopEmail(content: ShopEmailContent, shop: ShopConfig = defaultShopConfig): RenderedEmail {
  const { subject, heading, intro, button, notes, unsubscribe, sections = [], keepWhole = [] } = content;
  const { street, city, region, postalCode, country } = shop.address;
  const address = `${street}, ${city}, ${region} ${postalCode}, ${country}`;
  const contact = `Questions? Write to ${shop.email} or call ${shop.phone}.`;

  const lineText = (line: ShopEmailLine) => (typeof line === 'string' ? line : `${line.text}: ${line.href}`);
  const text = [
    shop.brandName,
    '',
    heading,
    '',
    intro,
    '',
    ...sections.flatMap((section) => [section.title, ...section.lines.map(lineText), '']),
    `${button.label}:`,
    button.href,
    '',
    ...notes,
    '',
    '--',
    `${shop.brandName}: ${shop.tagline}`,
    address,
    contact,
    ...(unsubscribe ? ['', unsubscribe.why, `Unsubscribe: ${unsubscribe.href}`] : []),
    '',
  ].join('\n');

  const escape = escapeHtml;
  const whole = keepWhole.filter((word) => word.trim() !== '').map(escape);
  // a text shown in the body: escaped, each word to keep whole (and each short hyphenated one) in a span that does
  // not wrap
  const e = (value: string) => keptOnOneLine(escape(value), whole);
  const lineHtml = (line: ShopEmailLine) =>
    typeof line === 'string'
      ? e(line)
      : `<a href="${escape(line.href)}" style="color:${color.accent};font-weight:700;">${e(line.text)}</a>`;
  const href = escape(button.href);
  const noteHtml = notes
    .map(
      (note, i) =>
        `<p style="margin:0 0 ${i === notes.length - 1 ? 20 : 8}px;font-size:14px;line-height:1.5;color:${color.inkMuted};">${e(note)}</p>\n`,
    )
    .join('');
  const sectionHtml = sections
    .map(
      (section) =>
        `<h2 style="margin:0 0 8px;font-size:16px;line-height:1.4;color:${color.ink};">${e(section.title)}</h2>\n` +
        `<p style="margin:0 0 20px;font-size:15px;line-height:1.6;color:${color.ink};white-space:pre-wrap;">${section.lines.map(lineHtml).join('<br>')}</p>\n`,
    )
    .join('');
  const unsubscribeHtml = unsubscribe
    ? `<br><br>${e(unsubscribe.why)} <a href="${escape(unsubscribe.href)}" style="color:${color.accent};">Unsubscribe</a>`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escape(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${color.page};color:${color.ink};font-family:${escape(font.body)};">
<div style="display:none;max-height:0;overflow:hidden;">${escape(intro)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:${color.page};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:560px;">
<tr><td align="center" style="padding:0 0 20px;">
<div style="font-family:${escape(font.display)};font-size:26px;line-height:1.2;color:${color.accent};font-weight:700;">${e(shop.brandName)}</div>
<div style="font-size:13px;color:${color.inkMuted};padding-top:4px;">${e(shop.tagline)}</div>
</td></tr>
<tr><td style="background:${color.surface};border:1px solid ${color.line};border-radius:16px;padding:32px 28px;">
<h1 style="margin:0 0 12px;font-family:${escape(font.display)};font-size:24px;line-height:1.25;color:${color.ink};font-weight:700;">${e(heading)}</h1>
<p style="margin:0 0 24px;font-size:16px;line-height:1.6;color:${color.ink};">${e(intro)}</p>
${sectionHtml}<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:0 0 24px;"><tr>
<td style="border-radius:999px;background:${color.accent};">
<a href="${href}" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:700;color:${color.onAccent};text-decoration:none;border-radius:999px;white-space:nowrap;">${escape(button.label)}</a>
</td></tr></table>
${noteHtml}<p style="margin:0;font-size:13px;line-height:1.5;color:${color.inkMuted};">If the button does not work, copy this address into your browser:<br>
<a href="${href}" style="color:${color.accent};word-break:break-all;">${href}</a></p>
</td></tr>
<tr><td align="center" style="padding:24px 8px 0;font-size:13px;line-height:1.6;color:${color.inkMuted};">
<strong style="color:${color.ink};">${e(shop.brandName)}</strong><br>
${e(address)}<br>
Questions? Write to <a href="mailto:${escape(shop.email)}" style="color:${color.accent};">${e(shop.email)}</a> or call <a href="tel:${escape(shop.phone.replace(/[^\d+]/g, ''))}" style="color:${color.accent};white-space:nowrap;">${escape(shop.phone)}</a>.${unsubscribeHtml}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, html, text };
}
