import { defaultShopConfig, type ShopConfig } from '../../../../shared/src/config/shopConfig';
import { renderShopEmail, type RenderedEmail } from '../../mail/shopEmail';

/** The e-mails the auth service sends: a sign-up confirmation, a password recovery, an e-mail change. */
export type AuthEmailKind = 'signup' | 'recovery' | 'email_change';

export type { RenderedEmail };

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
): RenderedEmail {
  const w = wording(shop.brandName)[kind];
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
