import styled from '@emotion/styled';
import { Fragment } from 'react';
import { color, space } from '@giftshop/shared';
import { invoicedToWords, invoicePaymentWords, orderTotalLines, type OrderDetail } from '@giftshop/shared/domain';
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
 * database's amounts as shared's `orderTotalLines` names and orders them (as checkout, the confirmation and the
 * e-mail do), each in a column at the right edge, then how it is paid and who is invoiced (an invoice's terms as
 * the confirmation and the e-mail say them).
 */
export function OrderSummary({ order }: { order: OrderDetail }) {
  return (
    <>
      <h2 id="order-totals">Summary</h2>
      <Totals>
        {orderTotalLines(order).map((line) => {
          const total = line.kind === 'total';
          return (
            <Fragment key={line.kind}>
              <dt css={total ? { fontWeight: 700 } : undefined}>{line.label}</dt>
              <dd
                css={total ? { fontWeight: 700 } : undefined}
                data-testid={line.kind === 'discount' ? 'order-discount' : undefined}
              >
                {line.amount}
              </dd>
            </Fragment>
          );
        })}
      </Totals>
      {/* an invoice's terms in the words of the confirmation and the e-mail (shared invoiceTerms) */}
      {order.paymentMethod && (
        <Note>
          {order.paymentMethod === 'invoice'
            ? invoicePaymentWords
            : `Payment: ${paymentMethodLabel(order.paymentMethod)}`}
        </Note>
      )}
      {order.organisation && <Note>{invoicedToWords(order.organisation)}</Note>}
    </>
  );
}
