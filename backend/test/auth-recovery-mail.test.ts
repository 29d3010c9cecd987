/**
 * The auth e-mails' templates (issue 20): HTML and text, in the shop's words,
 * signed with the name and contact details of the shop config; nothing put
 * into the HTML can become markup.
 */
import { describe, expect, it } from 'vitest';
import { defaultShopConfig } from '../../shared/src/config/shopConfig';
import { color } from '../../shared/src/theme/tokens';
import { lifetimeInWords, renderAuthEmail, type AuthEmailKind } from '../src/auth/mail/authEmails';

const LINK =
  'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=recovery&redirect_to=http%3A%2F%2Flocalhost%3A5173%2Fauth';

describe('auth e-mails', () => {
  it.each<[AuthEmailKind, string, string]>([
    ['signup', 'Confirm your e-mail for Keepsake Lane', 'Confirm my e-mail'],
    ['recovery', 'Reset your Keepsake Lane password', 'Choose a new password'],
    ['email_change', 'Confirm your new e-mail for Keepsake Lane', 'Confirm my new e-mail'],
    ['email_change_current', 'Confirm the change of your Keepsake Lane e-mail address', 'Confirm the change'],
  ])(
    '%s: a subject, a button to the link, the lifetime, and the shop’s contact details in both parts',
    (kind, subject, button) => {
      const mail = renderAuthEmail(kind, LINK, 3600);
      expect(mail.subject).toBe(subject);
      const { brandName, phone, email, tagline, address } = defaultShopConfig;
      for (const part of [mail.html, mail.text]) {
        for (const fact of [brandName, phone, email, tagline, address.street, address.city, address.postalCode])
          expect(part).toContain(fact);
        expect(part).toContain(button);
      }
      expect(mail.text).toContain(`\n${LINK}\n`);
      expect(mail.html).toContain(`href="${LINK.replaceAll('&', '&amp;')}"`);
      expect(mail.html).toContain(`background:${color.accent}`);
      expect(mail.html).toContain('<html lang="en">');
      // plain ASCII markup: no character a catcher or client could decode in the wrong charset
      expect(mail.html).toMatch(/^[\x20-\x7e\n]*$/);
    },
  );

  it("an e-mail change's two e-mails say what changes to what, and that both links are needed", () => {
    const change = { current: 'wren@example.com', next: 'wren.new@example.com' };
    const toCurrent = renderAuthEmail('email_change_current', LINK, 86_400, defaultShopConfig, change);
    expect(toCurrent.text).toContain('from wren@example.com to wren.new@example.com');
    expect(toCurrent.text).toContain('the one we sent to wren.new@example.com');
    expect(toCurrent.text).toContain('do not open the link: your account keeps wren@example.com');
    const toNew = renderAuthEmail('email_change', LINK, 86_400, defaultShopConfig, change);
    expect(toNew.text).toContain('instead of wren@example.com');
    expect(toNew.text).toContain('the link we sent to wren@example.com');
    const hostile = { current: 'a@example.com', next: '<b>x</b>@example.com' };
    expect(renderAuthEmail('email_change_current', LINK, 86_400, defaultShopConfig, hostile).html).not.toContain(
      '<b>x',
    );
  });

  it('says how long the link works', () => {
    expect(renderAuthEmail('recovery', LINK, 3600).text).toContain('expires in 1 hour');
    expect(lifetimeInWords(86_400)).toBe('24 hours');
    expect(lifetimeInWords(1800)).toBe('30 minutes');
    expect(lifetimeInWords(60)).toBe('1 minute');
    expect(lifetimeInWords(0)).toBe('1 minute');
  });

  it('hostile input: a link or a shop config carrying markup stays text', () => {
    const hostileLink = `${LINK}&x="><script>alert(1)</script>`;
    const shop = {
      ...defaultShopConfig,
      brandName: '<img src=x onerror=alert(1)>',
      phone: '"><b>555</b>',
      email: `a'b@example.com`,
    };
    const { html, subject } = renderAuthEmail('recovery', hostileLink, 3600, shop);
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(html).toContain('a&#39;b@example.com');
    expect(subject).toBe('Reset your <img src=x onerror=alert(1)> password'); // a header, never rendered as HTML
  });
});
