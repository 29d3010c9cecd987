import { defaultShopConfig, type ShopConfig } from '../../../../shared/src/config/shopConfig';
import { renderShopEmail, type RenderedEmail } from '../../mail/shopEmail';

/**
 * The e-mails the auth service sends: a sign-up confirmation, a password
 * recovery, and an e-mail change's two links (GoTrue's secure e-mail change):
 * `email_change` to the new address, `email_change_current` to the current one.
 */
export type AuthEmailKind = 'signup' | 'recovery' | 'email_change' | 'email_change_current';

/** What an e-mail change changes (said in both of its e-mails). */
export interface EmailChange {
  current: string;
  next: string;
}

export type { RenderedEmail };

interface Wording {
  subject: string;
  heading: string;
  intro: string;
  button: string;
  /** Said when the shopper did not ask for this e-mail. */
  notYou: string;
}

const wording = (brand: string, change: EmailChange): Record<AuthEmailKind, Wording> => ({
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
    intro: `You asked to use this address for your ${brand} account instead of ${change.current}. Confirm it here, and with the link we sent to ${change.current}: once both are opened, we will write to you here.`,
    button: 'Confirm my new e-mail',
    notYou: 'If you did not ask for this, you can ignore this e-mail: your account keeps its current address.',
  },
  email_change_current: {
    subject: `Confirm the change of your ${brand} e-mail address`,
    heading: 'Confirm your e-mail address change',
    intro: `Someone (we hope you) asked to change the e-mail address of your ${brand} account from ${change.current} to ${change.next}. The change needs this link and the one we sent to ${change.next}.`,
    button: 'Confirm the change',
    notYou: `If you did not ask for this, do not open the link: your account keeps ${change.current}. Change your password, as someone may have signed in with it.`,
  },
});

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
 * An auth e-mail in the shop's frame (`renderShopEmail`): HTML and plain
 * text, signed with the shop's name and contact details from the shop config.
 */
export function renderAuthEmail(
  kind: AuthEmailKind,
  link: string,
  linkLifetimeSeconds: number,
  shop: ShopConfig = defaultShopConfig,
  change: EmailChange = { current: '', next: '' },
): RenderedEmail {
  const w = wording(shop.brandName, change)[kind];
  const lifetime = `The link works once and expires in ${lifetimeInWords(linkLifetimeSeconds)}.`;
  return renderShopEmail(
    {
      subject: w.subject,
      heading: w.heading,
      intro: w.intro,
      button: { label: w.button, href: link },
      notes: [lifetime, w.notYou],
    },
    shop,
  );
}
