/**
 * The e-mails the shop sends to itself. `refund_due`: a card order the shop
 * must pay back (a paid order cancelled, or a payment that succeeded after
 * its order was cancelled), written to the outbox by the trigger in
 * 20250609015000_refund_due_notice.sql and addressed to
 * `shop_inboxes.refunds_email`. It says which order, how much, the
 * provider's payment reference and the command that refunds it.
 */
import type { SendMailOptions } from 'nodemailer';
import type { ShopConfig } from '../../../shared/src/config/shopConfig';
import { formatPrice } from '../../../shared/src/format/money';
import { renderShopEmail } from '../mail/shopEmail';
import { BadOrderPayload } from './orderEmails';

type Render = (
  payload: unknown,
  context: { siteUrl: string; shop: ShopConfig },
) => Omit<SendMailOptions, 'to' | 'messageId'>;

/** A provider's payment reference as the providers write them (`pi_…`, `test_pi_…`): nothing else goes in a link. */
const paymentReference = /^[A-Za-z0-9_]{1,200}$/;

function readRefundDue(payload: unknown) {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    throw new BadOrderPayload('the payload is not an object');
  const p = payload as Record<string, unknown>;
  const orderNumber = typeof p.order_number === 'string' ? p.order_number : '';
  if (!/^[A-Z]{2,4}-\d{1,12}$/.test(orderNumber)) throw new BadOrderPayload('no order number');
  const total = typeof p.total === 'string' ? Number(p.total) : p.total;
  if (typeof total !== 'number' || !Number.isFinite(total)) throw new BadOrderPayload('no amount');
  const reference =
    typeof p.payment_reference === 'string' && paymentReference.test(p.payment_reference) ? p.payment_reference : null;
  const provider = typeof p.payment_provider === 'string' ? p.payment_provider : null;
  return { orderNumber, total, reference, provider };
}

export const shopNoticeKinds: Record<string, Render> = {
  refund_due(payload, { siteUrl, shop }) {
    const due = readRefundDue(payload);
    const stripe = due.provider === 'stripe' && due.reference;
    return renderShopEmail(
      {
        subject: `Refund due: order ${due.orderNumber}, ${formatPrice(due.total)}`,
        heading: 'A card payment to give back',
        intro:
          `Order ${due.orderNumber} is cancelled, and its card payment of ${formatPrice(due.total)} was taken. ` +
          'The shopper has been told it will be refunded to their card.',
        sections: [
          {
            title: 'The payment',
            lines: [
              `Order: ${due.orderNumber}`,
              `Amount: ${formatPrice(due.total)}`,
              `Provider: ${due.provider ?? 'unknown'}`,
              `Payment reference: ${due.reference ?? 'none on record'}`,
            ],
          },
          { title: 'To refund it', lines: [`npm run payments -- refund ${due.orderNumber}`] },
        ],
        keepWhole: [due.orderNumber],
        button: stripe
          ? { label: 'Open the payment in Stripe', href: `https://dashboard.stripe.com/payments/${due.reference}` }
          : { label: `Open ${shop.brandName}`, href: new URL('/', siteUrl).href },
        notes: [
          'The command refunds the payment with the provider and records it on the order (docs/payments.md, step 7).',
        ],
      },
      shop,
    );
  },
};
