import styled from '@emotion/styled';
import { color, formatPrice, space, type OrderDetail } from '@giftshop/shared';
import { paymentMethodLabel } from './orderFormat';

const Totals = styled.dl({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: space.xs,
  margin: 0,
  dd: { margin: 0, textAlign: 'right' },
});
const Note = styled.p({ color: color.inkMuted, marginBottom: 0 });

/**
 * An order's Summary box content, the same on the signed-in order page and the guest's private link: the
 * database's amounts, each in a column at the right edge, then how it is paid and who is invoiced.
 */
export function OrderSummary({ order }: { order: OrderDetail }) {
  return (
    <>
      <h2 id="order-totals">Summary</h2>
      <Totals>
        <dt>Subtotal</dt>
        <dd>{formatPrice(order.subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>{order.shipping === 0 ? 'Free' : formatPrice(order.shipping)}</dd>
        {order.discount !== undefined && (
          <>
            <dt>Volume price</dt>
            <dd data-testid="order-discount">−{formatPrice(order.discount)}</dd>
          </>
        )}
        <dt css={{ fontWeight: 700 }}>Total</dt>
        <dd css={{ fontWeight: 700 }}>{formatPrice(order.total)}</dd>
      </Totals>
      {order.paymentMethod && <Note>Payment: {paymentMethodLabel(order.paymentMethod)}</Note>}
      {order.organisation && <Note>Invoiced to: {order.organisation}</Note>}
    </>
  );
}
