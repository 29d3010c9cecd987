import { formatPrice } from '../format/money';

/** Which of the order's amounts a line shows (the totals' field it is read from). */
export type OrderTotalKind = 'subtotal' | 'shipping' | 'discount' | 'total';

/** One labelled line of an order's totals, its amount written as the shopper reads it. */
export interface OrderTotalLine {
  kind: OrderTotalKind;
  /** "Subtotal", "Shipping", "Volume price", "Total". */
  label: string;
  /** "$279.88"; shipping that costs nothing is "Free"; the volume price is taken off: "−$28.00" (U+2212). */
  amount: string;
}

/** The amounts as the server gave them (price_cart's quote, or the order row place_order wrote). */
export interface OrderTotalAmounts {
  subtotal: number;
  shipping: number;
  /** The volume price taken off, when the order got one (absent or 0: no line). */
  discount?: number;
  total: number;
}

/**
 * An order's totals in the one order and the one set of words the shop shows them in (checkout's summary, the
 * confirmation, the order page, the guest's order link, the order e-mail): Subtotal, Shipping, Volume price (only
 * when the order got one), Total. The amounts are the server's; this names and orders them, and adds nothing up.
 * The shipping method is not named here (the e-mail said "Shipping (Standard)" where every page says "Shipping"):
 * where it is said, it is said with the delivery (the e-mail's "It should arrive … by express shipping.").
 */
export function orderTotalLines(totals: OrderTotalAmounts): OrderTotalLine[] {
  const discount = totals.discount ?? 0;
  return [
    { kind: 'subtotal', label: 'Subtotal', amount: formatPrice(totals.subtotal) },
    {
      kind: 'shipping',
      label: 'Shipping',
      amount: totals.shipping === 0 ? 'Free' : formatPrice(totals.shipping),
    },
    ...(discount > 0
      ? [{ kind: 'discount' as const, label: 'Volume price', amount: `−${formatPrice(discount)}` }]
      : []),
    { kind: 'total', label: 'Total', amount: formatPrice(totals.total) },
  ];
}
