import { defaultShopConfig, type ShopConfig } from '../../../../shared/src/config/shopConfig';
import { color, font } from '../../../../shared/src/theme/tokens';

/** The e-mails the auth service sends: a sign-up confirmation, a password recovery, an e-mail change. */
export type AuthEmailKind = 'signup' | 'recovery' | 'email_change';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

interface Wording {
  subject: string;
  heading: string;
  intro: string;
  button: string;
  /** Said when the shopper did not ask for this e-mail. */
  notYou: string;
}

const wording = (brand: string): Record<AuthEmailKind, Wording> => ({
  signup: {
    subject: `Confirm your e-mail for ${brand}`,
    heading: 'Welcome! Please confirm your e-mail',
    intro: `Thank you for creating an account with ${brand}. Confirm that this address is yours and your account is ready: you can check out faster and follow your orders.`,
    button: 'Confirm my e-mail',
    notYou: 'If you did not create an account, you can ignore this e-mail: nothing will happen.',
  },
  recovery: {
    subject: `Reset your ${brand} password`,
    heading: 'Choose a new password',
    intro: `Someone (we hope you) asked to reset the password of your ${brand} account. Follow the link to choose a new one.`,
    button: 'Choose a new password',
    notYou: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  },
  email_change: {
    subject: `Confirm your new e-mail for ${brand}`,
    heading: 'Confirm your new e-mail address',
    intro: `You asked to use this address for your ${brand} account. Confirm it and we will write to you here from now on.`,
    button: 'Confirm my new e-mail',
    notYou: 'If you did not ask for this, you can ignore this e-mail: your account keeps its current address.',
  },
});

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** "1 hour", "24 hours", "30 minutes". */
export function lifetimeInWords(seconds: number): string {
  if (seconds >= 3600 && seconds % 3600 === 0) {
    const hours = seconds / 3600;
    return hours === 1 ? '1 hour' : `${hours} hours`;
  }
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * An auth e-mail in HTML (inline styles and a table layout, as mail clients
 * need; the shop's colours and type) and plain text, signed with the shop's
 * name and contact details from the shop config.
 */
export function renderAuthEmail(
  kind: AuthEmailKind,
  link: string,
  linkLifetimeSeconds: number,
  shop: ShopConfig = defaultShopConfig,
): RenderedEmail {
  const w = wording(shop.brandName)[kind];
  const lifetime = `The link works once and expires in ${lifetimeInWords(linkLifetimeSeconds)}.`;
  const { street, city, region, postalCode, country } = shop.address;
  const address = `${street}, ${city}, ${region} ${postalCode}, ${country}`;
  const contact = `Questions? Write to ${shop.email} or call ${shop.phone}.`;

  const text = [
    shop.brandName,
    '',
    w.heading,
    '',
    w.intro,
    '',
    `${w.button}:`,
    link,
    '',
    lifetime,
    w.notYou,
    '',
    '--',
    `${shop.brandName}: ${shop.tagline}`,
    address,
    contact,
    '',
  ].join('\n');

  const e = escapeHtml;
  const href = e(link);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(w.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${color.page};color:${color.ink};font-family:${e(font.body)};">
<div style="display:none;max-height:0;overflow:hidden;">${e(w.intro)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:${color.page};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:560px;">
<tr><td align="center" style="padding:0 0 20px;">
<div style="font-family:${e(font.display)};font-size:26px;line-height:1.2;color:${color.accent};font-weight:700;">${e(shop.brandName)}</div>
<div style="font-size:13px;color:${color.inkMuted};padding-top:4px;">${e(shop.tagline)}</div>
</td></tr>
<tr><td style="background:${color.surface};border:1px solid ${color.line};border-radius:16px;padding:32px 28px;">
<h1 style="margin:0 0 12px;font-family:${e(font.display)};font-size:24px;line-height:1.25;color:${color.ink};font-weight:700;">${e(w.heading)}</h1>
<p style="margin:0 0 24px;font-size:16px;line-height:1.6;color:${color.ink};">${e(w.intro)}</p>
<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:0 0 24px;"><tr>
<td style="border-radius:999px;background:${color.accent};">
<a href="${href}" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:700;color:${color.onAccent};text-decoration:none;border-radius:999px;">${e(w.button)}</a>
</td></tr></table>
<p style="margin:0 0 8px;font-size:14px;line-height:1.5;color:${color.inkMuted};">${e(lifetime)}</p>
<p style="margin:0 0 20px;font-size:14px;line-height:1.5;color:${color.inkMuted};">${e(w.notYou)}</p>
<p style="margin:0;font-size:13px;line-height:1.5;color:${color.inkMuted};">If the button does not work, copy this address into your browser:<br>
<a href="${href}" style="color:${color.accent};word-break:break-all;">${href}</a></p>
</td></tr>
<tr><td align="center" style="padding:24px 8px 0;font-size:13px;line-height:1.6;color:${color.inkMuted};">
<strong style="color:${color.ink};">${e(shop.brandName)}</strong><br>
${e(address)}<br>
Questions? Write to <a href="mailto:${e(shop.email)}" style="color:${color.accent};">${e(shop.email)}</a> or call <a href="tel:${e(shop.phone.replace(/[^\d+]/g, ''))}" style="color:${color.accent};">${e(shop.phone)}</a>.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject: w.subject, html, text };
}
