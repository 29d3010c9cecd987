/**
 * The e-mail an order's delivery writes (20250609057000_order_delivered_email.sql): it has arrived, what was in the
 * parcel, and an invitation to review each gift the shopper may review now (the payload's `review_lines`, one per
 * product, as the database decided: a delivered, paid order's products not reviewed already), each a link to the
 * write-review page of its line. A guest cannot review (write_review asks for an account): their e-mail says how an
 * account brings the order to them (claim_guest_orders, on My Orders), where its gifts can be reviewed.
 */
import { writeReviewPath } from '../../../shared/src/domain/reviewRows';
import { renderShopEmail, type ShopEmailContent } from '../mail/shopEmail';
import { orderUrl, printedLines, readOrderPayload, type Json, type OrderPayload, type Render } from './orderEmails';

/** A gift the shopper is invited to review: the order line its review is written from, and the gift's name. */
export interface ReviewInvitation {
  orderItemId: number;
  productName: string;
}

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The payload's invitations; one that is not a line id and a name is left out (a link to nowhere helps nobody). */
export function reviewInvitations(payload: Json): ReviewInvitation[] {
  const lines = isObject(payload) && Array.isArray(payload.review_lines) ? payload.review_lines : [];
  return lines.slice(0, 100).flatMap((line): ReviewInvitation[] => {
    if (!isObject(line)) return [];
    const { order_item_id: id, product_name: name } = line;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return [];
    if (typeof name !== 'string' || name.trim() === '') return [];
    return [{ orderItemId: id, productName: name.trim() }];
  });
}

/** Where a guest creates an account, then lands on My Orders (which claims the address's orders). */
export const guestAccountUrl = (siteUrl: string) => new URL('/auth?tab=signup&redirect=%2Forders', siteUrl).href;

/** The invitation to review (a shopper) or the word on reviews (a guest), and the button: the one thing it asks. */
function reviewPart(
  order: OrderPayload,
  invitations: ReviewInvitation[],
  guest: boolean,
  { siteUrl, brandName }: { siteUrl: string; brandName: string },
): Pick<ShopEmailContent, 'sections' | 'button'> {
  const seeOrder = { label: 'See Your Order', href: orderUrl(order, siteUrl) };
  if (guest) {
    return {
      sections: [
        {
          title: 'Reviews',
          lines: [
            `Reviews on ${brandName} come from shoppers with an account, so each one is from someone who bought and received the gift. Create an account with this e-mail address: once it is confirmed, this order is in My Orders, where you can review each gift.`,
            { text: 'Create an account', href: guestAccountUrl(siteUrl) },
          ],
        },
      ],
      button: seeOrder,
    };
  }
  if (invitations.length === 0) return { sections: [], button: seeOrder };
  const links = invitations.map((line) => ({
    text: `Review ${line.productName}`,
    href: new URL(writeReviewPath(line.orderItemId), siteUrl).href,
  }));
  return {
    sections: [
      {
        title: 'How did we do?',
        lines: ['A star rating and a few words help other shoppers choose their gift:', ...links],
      },
    ],
    // one gift: its review; several: the order page, which offers each line's
    button:
      links.length === 1
        ? { label: 'Write a Review', href: links[0]!.href }
        : { label: 'Review Your Gifts', href: orderUrl(order, siteUrl) },
  };
}

export const deliveredEmailKinds: Record<string, Render> = {
  order_delivered(payload, { siteUrl, shop }) {
    const order = readOrderPayload(payload);
    const guest = isObject(payload) && payload.guest === true;
    const { sections = [], button } = reviewPart(order, reviewInvitations(payload), guest, {
      siteUrl,
      brandName: shop.brandName,
    });
    return renderShopEmail(
      {
        subject: `Your order ${order.order_number} has arrived`,
        heading: 'Your order has arrived',
        intro: `Order ${order.order_number} was delivered. We hope it is everything you wanted.`,
        sections: [{ title: 'In the parcel', lines: printedLines(order) }, ...sections],
        keepWhole: [order.order_number],
        button,
        notes: ['Something not right? Write to us or call, and we will put it right.'],
      },
      shop,
    );
  },
};
