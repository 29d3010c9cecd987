/**
 * The order e-mails: the confirmation (written by place_order), the shipping
 * notice and the cancellation (set_order_status, cancel_order;
 * 20250609003000_order_delivery.sql), and the refund of a card payment
 * (20250609041000_card_orders_paid_then_made.sql). Each row's payload is the order as it
 * was when the e-mail was queued (public.order_email_payload): every line
 * exactly as it will be printed (design, size, options, the personalization
 * character for character), the totals, the address, the delivery estimate
 * and the path of the order's page; the confirmation also says how the order
 * is paid and the gift message, line by line
 * (20250609014000_order_email_gift_and_payment.sql); the cancellation says
 * who cancelled (20250609017000_order_email_lines_and_canceller.sql). Lines
 * read as on the order page (shared toOrderLine). Every text is the
 * shopper's or the shop's: renderShopEmail escapes it in the HTML.
 */
import type { SendMailOptions } from 'nodemailer';
import type { ShopConfig } from '../../../shared/src/config/shopConfig';
import { PERSONALIZATION_LABEL } from '../../../shared/src/domain/customizationLines';
import { formatDeliveryDay } from '../../../shared/src/domain/deliveryDates';
import { formatClockTime, utcMonthDay } from '../../../shared/src/format/dates';
import { invoicePaymentWords, poNumberWords } from '../../../shared/src/domain/invoiceTerms';
import { itemCountLabel, orderLineEntries } from '../../../shared/src/domain/lineGroups';
import { toOrderLine, type OrderLine, type OrderLineRow } from '../../../shared/src/domain/orderRows';
import { orderTotalLines } from '../../../shared/src/domain/orderTotalLines';
import { formatPrice } from '../../../shared/src/format/money';
import { renderShopEmail } from '../mail/shopEmail';

/** A payload that can never become this e-mail: not tried again (the sender gives up on it). */
export class BadOrderPayload extends Error {}

interface PayloadLine {
  product_name: string;
  variant_name: string | null;
  size: string | null;
  design_name: string | null;
  design_code: string | null;
  personalization_text: string | null;
  options: Record<string, unknown>;
  quantity: number;
  line_total: number;
  /** The group order the line was part of (20250609018000); null for a line on its own or an older payload. */
  group_name: string | null;
}

export interface OrderPayload {
  order_number: string;
  /** 'shopper' (the shopper or a guest) or 'shop' (20250609017000); null when not said. */
  cancelled_by: string | null;
  order_path: string;
  lines: PayloadLine[];
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  shipping_method: string | null;
  arrives_earliest: string | null;
  arrives_latest: string | null;
  tracking_number: string | null;
  address: Record<string, string>;
  /** 'card', 'pay_on_delivery' or 'invoice' (place_order); null in a payload queued before it was said. */
  payment_method: string | null;
  payment_state: string | null;
  po_number: string | null;
  /** As the shopper wrote it, its line breaks kept (clean_multiline_text); null when there is none. */
  gift_message: string | null;
  /**
   * Until when the shopper may cancel (orders.cancellable_until: the making starts then), as it was when the e-mail
   * was queued (20250609054000); null in a payload queued before it was said.
   */
  cancellable_until: string | null;
}

export type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: Json): string | null => (typeof value === 'string' ? value : null);
const amount = (value: Json): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new BadOrderPayload('an amount is missing');
  return n;
};

/** The payload as the database wrote it, or BadOrderPayload. */
export function readOrderPayload(payload: Json): OrderPayload {
  if (!isObject(payload)) throw new BadOrderPayload('the payload is not an object');
  const orderNumber = text(payload.order_number);
  if (!orderNumber || !/^[A-Z]{2,4}-\d{1,12}$/.test(orderNumber)) throw new BadOrderPayload('no order number');
  const orderPath = text(payload.order_path);
  // a path on the shop, never another site
  if (!orderPath || !/^\/(?!\/)[\w\-/?=&%.~#]*$/.test(orderPath)) throw new BadOrderPayload('no order path');
  if (!Array.isArray(payload.lines) || payload.lines.length === 0) throw new BadOrderPayload('no lines');
  const lines = payload.lines.slice(0, 100).map((raw): PayloadLine => {
    if (!isObject(raw)) throw new BadOrderPayload('a line is not an object');
    return {
      product_name: text(raw.product_name) ?? 'Item',
      variant_name: text(raw.variant_name),
      size: text(raw.size),
      design_name: text(raw.design_name),
      design_code: text(raw.design_code),
      personalization_text: text(raw.personalization_text),
      options: isObject(raw.options) ? raw.options : {},
      quantity: amount(raw.quantity),
      line_total: amount(raw.line_total),
      group_name: text(raw.group_name),
    };
  });
  const address: Record<string, string> = {};
  if (isObject(payload.address)) {
    for (const [key, value] of Object.entries(payload.address)) if (typeof value === 'string') address[key] = value;
  }
  return {
    order_number: orderNumber,
    cancelled_by: text(payload.cancelled_by),
    order_path: orderPath,
    lines,
    subtotal: amount(payload.subtotal),
    discount: payload.discount == null ? 0 : amount(payload.discount),
    shipping: amount(payload.shipping),
    total: amount(payload.total),
    shipping_method: text(payload.shipping_method),
    arrives_earliest: text(payload.arrives_earliest),
    arrives_latest: text(payload.arrives_latest),
    tracking_number: text(payload.tracking_number),
    address,
    payment_method: text(payload.payment_method),
    payment_state: text(payload.payment_state),
    po_number: text(payload.po_number),
    gift_message: text(payload.gift_message),
    cancellable_until: text(payload.cancellable_until),
  };
}

/**
 * Each line as the order page shows it (shared toOrderLine, mf-account's OrderLineDetails): what and how
 * many, its options once (or the variant's name when it has none), the line's own size, then the text
 * exactly as typed with its lettering; the design by name when its options do not say it. A group order's
 * lines (order_items.group_name, 20250609018000_order_item_groups.sql) are listed together under its name
 * and item count, where the first of them is (shared lineEntries, as the order page and the cart drawer).
 */
export function printedLines(order: OrderPayload): string[] {
  const lines = order.lines.map((raw) => ({
    ...toOrderLine({
      product_name: raw.product_name,
      variant_name: raw.variant_name,
      variant_sku: '',
      size: raw.size,
      personalization_text: raw.personalization_text,
      options: raw.options as OrderLineRow['options'],
      quantity: raw.quantity,
      unit_price: 0,
      line_total: raw.line_total,
      group_name: raw.group_name,
    }),
    designName: raw.design_name,
  }));
  return orderLineEntries(lines).flatMap((entry) =>
    entry.kind === 'line'
      ? printedLine(entry.line, '')
      : [
          `${entry.name} · ${itemCountLabel(entry.itemCount)}:`,
          ...entry.lines.flatMap((line) => printedLine(line, '    ')),
        ],
  );
}

/** One line of the order and its details below it, each `indent`ed (a group's lines sit under its name). */
function printedLine(line: OrderLine & { designName: string | null }, indent: string): string[] {
  const options = line.options.filter((o) => o.kind === 'option');
  const lettering = line.options.filter((o) => o.kind === 'text');
  const hasDesign = options.some((o) => o.label === 'Design');
  return [
    `${line.quantity} × ${line.name}: ${formatPrice(line.lineTotal)}`,
    ...(options.length > 0
      ? options.map((o) => `    ${o.label}: ${o.value}`)
      : line.variantName
        ? [`    ${line.variantName}`]
        : []),
    ...(line.designName && !hasDesign ? [`    Design: ${line.designName}`] : []),
    ...(line.personalization
      ? [
          `    ${PERSONALIZATION_LABEL}: “${line.personalization}”`,
          ...lettering.map((o) => `    ${o.label}: ${o.value}`),
        ]
      : []),
  ].map((text) => indent + text);
}

/**
 * The totals as every page lists them (shared orderTotalLines): "Shipping: Free", as checkout, the confirmation and
 * the order page say it. The method is named where the e-mail says the delivery (deliveryWords).
 */
function totals(order: OrderPayload): string[] {
  return orderTotalLines(order).map((line) => `${line.label}: ${line.amount}`);
}

/**
 * The delivery in the confirmation's opening words: when it should arrive and by which shipping ("It should
 * arrive between Fri, Dec 18 and Mon, Dec 21 by express shipping."), or the method alone when the payload has no
 * dates ("It ships by express shipping."). '' when it says neither.
 */
export function deliveryWords(
  order: Pick<OrderPayload, 'arrives_earliest' | 'arrives_latest' | 'shipping_method'>,
): string {
  const arrival = arrivalPhrase(order);
  const method = order.shipping_method?.trim().toLowerCase();
  const by = method ? ` by ${method} shipping` : '';
  if (arrival) return ` It should arrive ${arrival}${by}.`;
  return method ? ` It ships${by}.` : '';
}

/**
 * Where the parcel goes, as the order page's "Shipping to" (the organisation is "Invoiced to", not here): the
 * country by the name the payload gives it (country_name, 20250609021000), else its code (a payload queued before).
 */
function addressLines(order: OrderPayload): string[] {
  const a = order.address;
  const cityLine = [a.city, [a.region, a.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.full_name, a.line1, a.line2, cityLine, a.country_name?.trim() || a.country].filter((l): l is string => !!l);
}

/** The school, team or organisation an invoice is made out to, as the order page's "Invoiced to". */
export function invoicedToLines(order: OrderPayload): string[] {
  return order.address.organisation ? [order.address.organisation] : [];
}

/** How the order is paid, in the words of checkout's payment step (mf-cart/src/checkout/paymentMethods.ts). */
export function paymentLines(order: OrderPayload): string[] {
  switch (order.payment_method) {
    case 'card':
      return [order.payment_state === 'paid' ? 'Paid by card.' : 'Card.'];
    case 'pay_on_delivery':
      return [`Pay on delivery: pay the courier ${formatPrice(order.total)} by card or cash when your gifts arrive.`];
    case 'invoice':
      // as the confirmation page and the order page say it (shared invoiceTerms)
      return [invoicePaymentWords, poNumberWords(order.po_number)].filter(Boolean);
    default:
      return [];
  }
}

/**
 * What became of a cancelled card order's money, in the words the confirmation and the pay page use
 * (mf-cart's cancelledPaymentWords): a payment taken is given back (refund_due, then refunded), an unpaid one
 * was never charged. Orders paid on delivery or by invoice owe nothing once cancelled: nothing is said.
 */
export function cancelledPaymentLines(
  order: Pick<OrderPayload, 'payment_method' | 'payment_state' | 'total'>,
): string[] {
  if (order.payment_method !== 'card') return [];
  switch (order.payment_state) {
    case 'refund_due':
      return [`You paid ${formatPrice(order.total)} by card: it will be refunded to your card.`];
    case 'refunded':
      return [`The ${formatPrice(order.total)} you paid by card was refunded to your card.`];
    case 'cancelled':
    case 'expired':
      return ['Nothing was charged.'];
    default:
      return [];
  }
}

/**
 * The confirmation's word on cancelling, with the real time the making starts ("… until we start making it at
 * 1:05 PM UTC on Nov 29, …"), in UTC (the shopper's time zone is not known here): nothing once that time is past
 * when the e-mail is written (a card order paid late, or after it had expired: QA sweep R-b, it said "within the
 * hour"), nor for a payload that does not say it.
 */
export function cancelNotes(order: Pick<OrderPayload, 'cancellable_until'>, now = Date.now()): string[] {
  const until = order.cancellable_until ? new Date(order.cancellable_until) : null;
  if (!until || Number.isNaN(until.getTime()) || until.getTime() <= now) return [];
  const when = `${formatClockTime(until, 'utc')} UTC on ${utcMonthDay(until)}`;
  return [`Spotted a typo? You can cancel from your order page until we start making it at ${when}, then order again.`];
}

/** The gift message, a line for each of its lines (a blank line between paragraphs kept). */
export function giftMessageLines(order: Pick<OrderPayload, 'gift_message'>): string[] {
  const message = order.gift_message?.trim();
  return message ? message.split(/\r\n|[\r\n\u2028\u2029]/) : [];
}

/** "between Mon, Dec 21 and Wed, Dec 23", or "by Wed, Dec 23". */
export function arrivalPhrase(order: Pick<OrderPayload, 'arrives_earliest' | 'arrives_latest'>): string | null {
  const latest = formatDeliveryDay(order.arrives_latest);
  const earliest = formatDeliveryDay(order.arrives_earliest);
  if (!latest) return null;
  return earliest && earliest !== latest ? `between ${earliest} and ${latest}` : `by ${latest}`;
}

/**
 * What a refund e-mail says first. A refund before the order shipped cancels it (record_card_refund): that is said
 * first, by who cancelled it ("We cancelled order KL-100042: nothing from it will be made or sent."). Once it has
 * shipped (it has a tracking number: nothing else ships an order) the refund leaves it shipped or delivered
 * (20250609059000_refund_after_delivery.sql): the parcel is on its way or with the shopper, and only the money is
 * spoken of (QA sweep H-f: a refund after shipping said nothing would be sent).
 */
export function refundWords(
  order: Pick<OrderPayload, 'order_number' | 'cancelled_by' | 'tracking_number' | 'total'>,
): string {
  const refunded = `We have refunded the ${formatPrice(order.total)} you paid by card`;
  const back = 'It goes back to the card you paid with.';
  return order.tracking_number
    ? `${refunded} for order ${order.order_number}. ${back}`
    : `${cancelledWords(order)}: nothing from it will be made or sent. ${refunded}. ${back}`;
}

/** Who cancelled, in the e-mail's words: the shopper ("You"), the shop ("We"), or not said (older payloads). */
export function cancelledWords(order: Pick<OrderPayload, 'order_number' | 'cancelled_by'>): string {
  switch (order.cancelled_by) {
    case 'shopper':
      return `You cancelled order ${order.order_number}`;
    case 'shop':
      return `We cancelled order ${order.order_number}`;
    default:
      return `Order ${order.order_number} is cancelled`;
  }
}

export type Render = (
  payload: Json,
  context: { siteUrl: string; shop: ShopConfig },
) => Omit<SendMailOptions, 'to' | 'messageId'>;

export const orderUrl = (order: OrderPayload, siteUrl: string) => new URL(order.order_path, siteUrl).href;

export const orderEmailKinds: Record<string, Render> = {
  order_confirmation(payload, { siteUrl, shop }) {
    const order = readOrderPayload(payload);
    return renderShopEmail(
      {
        subject: `Your ${shop.brandName} order ${order.order_number}`,
        heading: 'Thank you for your order!',
        intro: `We have your order ${order.order_number} and will make it just as written below.${deliveryWords(order)}`,
        sections: [
          { title: 'What we will make', lines: printedLines(order) },
          { title: 'Totals', lines: totals(order) },
          { title: 'Payment', lines: paymentLines(order) },
          { title: 'Invoiced to', lines: invoicedToLines(order) },
          { title: 'Gift message', lines: giftMessageLines(order) },
          { title: 'Shipping to', lines: addressLines(order) },
        ].filter((section) => section.lines.length > 0),
        keepWhole: [order.order_number],
        button: { label: 'View Your Order', href: orderUrl(order, siteUrl) },
        notes: cancelNotes(order),
      },
      shop,
    );
  },
  order_shipped(payload, { siteUrl, shop }) {
    const order = readOrderPayload(payload);
    if (!order.tracking_number) throw new BadOrderPayload('a shipping notice needs its tracking number');
    const arrival = arrivalPhrase(order);
    return renderShopEmail(
      {
        subject: `Your order ${order.order_number} is on its way`,
        heading: 'Your order has shipped',
        intro: `Order ${order.order_number} has left our workshop.` + (arrival ? ` It should arrive ${arrival}.` : ''),
        sections: [
          { title: 'Tracking number', lines: [order.tracking_number] },
          { title: 'In the parcel', lines: printedLines(order) },
          { title: 'Shipping to', lines: addressLines(order) },
        ],
        keepWhole: [order.order_number],
        button: { label: 'See Your Order', href: orderUrl(order, siteUrl) },
        notes: [],
      },
      shop,
    );
  },
  // a card payment given back (20250609041000: record_card_refund's refund, or its cancel with the provider)
  order_refunded(payload, { siteUrl, shop }) {
    const order = readOrderPayload(payload);
    return renderShopEmail(
      {
        subject: `Your refund for order ${order.order_number}`,
        heading: 'Your payment is refunded',
        intro: refundWords(order),
        sections: [{ title: 'What was in it', lines: printedLines(order) }],
        keepWhole: [order.order_number],
        button: { label: 'See Your Order', href: orderUrl(order, siteUrl) },
        notes: [],
      },
      shop,
    );
  },
  order_cancelled(payload, { siteUrl, shop }) {
    const order = readOrderPayload(payload);
    return renderShopEmail(
      {
        subject: `Your order ${order.order_number} is cancelled`,
        heading: 'Your order is cancelled',
        intro: `${cancelledWords(order)}: nothing from it will be made or sent.`,
        sections: [
          { title: 'Payment', lines: cancelledPaymentLines(order) },
          { title: 'What was in it', lines: printedLines(order) },
        ].filter((section) => section.lines.length > 0),
        keepWhole: [order.order_number],
        button: { label: 'See Your Order', href: orderUrl(order, siteUrl) },
        notes: [],
      },
      shop,
    );
  },
};
