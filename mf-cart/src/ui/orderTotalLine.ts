import { orderTotalLines, type OrderTotalLine } from '@giftshop/shared/domain';

/**
 * One of an order's totals lines for one amount, in shared's words (orderTotalLines, their one home): shipping's
 * ("Free", "$6.95") for a shipping method's row and the drawer's delivery line, the volume price's ("Volume price",
 * "−$28.00") for the drawer's. Undefined for a volume price of 0: there is no such line.
 */
export function orderTotalLine(kind: 'shipping' | 'discount', amount: number): OrderTotalLine | undefined {
  const lines = orderTotalLines({
    subtotal: 0,
    shipping: kind === 'shipping' ? amount : 0,
    discount: kind === 'discount' ? amount : 0,
    total: 0,
  });
  return lines.find((line) => line.kind === kind);
}
