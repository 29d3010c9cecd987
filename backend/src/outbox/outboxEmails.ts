/**
 * What each kind of outbox row becomes as an e-mail: the text in the shop's
 * frame (`renderShopEmail`), its recipient, its Message-ID (the row's, so a
 * resend after a crash is the same message) and any headers. A new kind of
 * e-mail is one more entry in `outboxEmailKinds` (the order e-mails are
 * in orderEmails.ts, the shop's notices to itself in shopNotices.ts).
 */
import type { SendMailOptions } from 'nodemailer';
import { defaultShopConfig, type ShopConfig } from '../../../shared/src/config/shopConfig';
import type { Database } from '../../../shared/src/supabase/database.types';
import { renderShopEmail } from '../mail/shopEmail';
import { deliveredEmailKinds } from './deliveredEmail';
import { BadOrderPayload, orderEmailKinds } from './orderEmails';
import { shopNoticeKinds } from './shopNotices';

/** One row of `public.email_outbox`, as `claim_outbox_emails` returns it (the schema's generated type). */
export type OutboxRow = Database['public']['Tables']['email_outbox']['Row'];

export interface OutboxEmailContext {
  /** The shop's public origin (`https://shop.example`): every link in an e-mail leads there. */
  siteUrl: string;
  shop?: ShopConfig;
}

/** A row that can never become an e-mail (an unknown kind, a payload without what it needs): not tried again. */
export class UnsendableEmail extends Error {}

/** The link that unsubscribes a newsletter subscriber: a page with a button, or a one-click POST (RFC 8058). */
export function unsubscribeUrl(siteUrl: string, token: string): string {
  const url = new URL('/newsletter/unsubscribe', siteUrl);
  url.searchParams.set('token', token);
  return url.href;
}

type Render = (row: OutboxRow, context: Required<OutboxEmailContext>) => Omit<SendMailOptions, 'to' | 'messageId'>;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const outboxEmailKinds: Record<string, Render> = {
  newsletter_welcome(row, { siteUrl, shop }) {
    const { payload } = row;
    const token = typeof payload === 'object' && !Array.isArray(payload) ? payload.unsubscribe_token : undefined;
    if (typeof token !== 'string' || !uuid.test(token))
      throw new UnsendableEmail('the welcome has no unsubscribe token');
    const unsubscribe = unsubscribeUrl(siteUrl, token);
    const email = renderShopEmail(
      {
        subject: `Welcome to the ${shop.brandName} newsletter`,
        heading: 'Thanks for subscribing!',
        intro:
          'You will hear from us about new designs, seasonal gift reminders and subscriber-only offers: a few e-mails a month, never spam.',
        button: { label: 'See What’s New', href: new URL('/', siteUrl).href },
        notes: ['Did not sign up, or changed your mind? The unsubscribe link below works with one click, no sign-in.'],
        unsubscribe: {
          why: `You get this e-mail because this address subscribed to the ${shop.brandName} newsletter.`,
          href: unsubscribe,
        },
      },
      shop,
    );
    return {
      ...email,
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  },
  // order_confirmation, order_shipped, order_cancelled, order_refunded (orderEmails.ts); order_delivered
  // (deliveredEmail.ts); the shop's own refund_due (shopNotices.ts)
  ...Object.fromEntries(
    Object.entries({ ...orderEmailKinds, ...deliveredEmailKinds, ...shopNoticeKinds }).map(
      ([kind, render]): [string, Render] => [
        kind,
        (row, context) => {
          try {
            return render(row.payload, context);
          } catch (error) {
            throw error instanceof BadOrderPayload ? new UnsendableEmail(`${kind}: ${error.message}`) : error;
          }
        },
      ],
    ),
  ),
};

/** The row as nodemailer's message: from the shop, to the row's recipient, with the row's stable Message-ID. */
export function outboxMessage(row: OutboxRow, context: OutboxEmailContext): SendMailOptions {
  const render = Object.hasOwn(outboxEmailKinds, row.kind) ? outboxEmailKinds[row.kind] : undefined;
  if (!render) throw new UnsendableEmail(`no e-mail is known for the kind "${row.kind}"`);
  const shop = context.shop ?? defaultShopConfig;
  const domain = shop.email.split('@')[1] ?? 'localhost';
  return {
    ...render(row, { siteUrl: context.siteUrl, shop }),
    from: { name: shop.brandName, address: shop.email },
    to: row.recipient,
    messageId: `<${row.message_id}@${domain}>`,
  };
}
