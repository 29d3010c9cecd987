import { getSupabase } from '@giftshop/shared';
import { jsonAnswer, toOrderDetail, type GuestOrderAnswer, type OrderDetail } from '@giftshop/shared/domain';
import { toDataError } from './dataError';
import { toOrderPayment, type OrderPayment } from './orderPayment';
import { readOwnOrder } from './ownOrder';
import { toProgress, type OrderProgress } from './orderDelivery';

/** What checkout asked for beyond the lines and the address (issue 28 gift options; issue 27 PO number and proof). */
export interface OrderChoices {
  giftMessage: string | null;
  giftReceipt: boolean;
  shipToRecipient: boolean;
  poNumber: string | null;
  proofApproved: boolean;
  proofFingerprint: string | null;
}

export interface GuestOrder {
  order: OrderDetail;
  choices: OrderChoices;
  /** The e-mail address the guest ordered with (claimed by an account with that address). */
  email: string | null;
  /** Where the order is, and until when the guest may cancel it. */
  progress: OrderProgress;
  /** A card order's payment (Pay now while it waits for it). */
  payment: OrderPayment;
}

type ChoiceRow = {
  gift_message?: string | null;
  gift_receipt?: boolean | null;
  ship_to_recipient?: boolean | null;
  po_number?: string | null;
  proof_approved?: boolean | null;
  proof_fingerprint?: string | null;
};

export function toOrderChoices(row: ChoiceRow): OrderChoices {
  return {
    giftMessage: row.gift_message ?? null,
    giftReceipt: row.gift_receipt === true,
    shipToRecipient: row.ship_to_recipient === true,
    poNumber: row.po_number ?? null,
    proofApproved: row.proof_approved === true,
    proofFingerprint: row.proof_fingerprint ?? null,
  };
}

const TOKEN = /^[0-9a-f]{64}$/;

/**
 * A guest's order by its private token (`guest_order`), or null for any other
 * token. A token that cannot be one is still asked about, so a wrong, a
 * truncated and a reused token take the same way (and the same time).
 */
export async function fetchGuestOrder(token: string): Promise<GuestOrder | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('guest_order', { token: token.slice(0, 200) });
  if (error) throw toDataError(error, 'loading your order');
  return TOKEN.test(token) ? toGuestOrder(jsonAnswer<'guest_order'>(data)) : null;
}

function toGuestOrder(answer: GuestOrderAnswer): GuestOrder | null {
  if (!answer?.order) return null;
  return {
    order: toOrderDetail(answer.order, answer.lines ?? []),
    choices: toOrderChoices(answer.order),
    email: answer.order.contact_email ?? null,
    progress: toProgress(answer.order),
    payment: toOrderPayment(answer.order),
  };
}

/**
 * Cancels a guest's order by its private token (`cancel_guest_order`): the
 * database allows it only until production starts, as for a signed-in
 * shopper, and answers the order as the link shows it, or why not.
 */
export async function cancelGuestOrder(token: string): Promise<GuestOrder | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('cancel_guest_order', { token: token.slice(0, 200) });
  if (error) throw new Error(error.message || 'Your order could not be cancelled just now. Please try again.');
  return toGuestOrder(jsonAnswer<'cancel_guest_order'>(data));
}

/** The signed-in shopper's gift options, PO number and proof of one of their orders (null when none). */
export async function fetchOrderChoices(orderNumber: string): Promise<OrderChoices | null> {
  const row = await readOwnOrder(
    orderNumber,
    'gift_message, gift_receipt, ship_to_recipient, po_number, proof_approved, proof_fingerprint',
  );
  return row ? toOrderChoices(row) : null;
}

/**
 * Claims the guest orders placed with the signed-in shopper's (confirmed)
 * e-mail address: they become theirs, in My Orders. Never fails the page it
 * runs for: a failure claims nothing now, and the next visit tries again.
 */
export async function claimGuestOrders(): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('claim_guest_orders');
  if (error) {
    console.error('[account] claiming guest orders failed:', error);
    return 0;
  }
  return typeof data === 'number' ? data : 0;
}
