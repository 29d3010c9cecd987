import { useQuery } from '@tanstack/react-query';
import { color, fontSize, space } from '@giftshop/shared';
import { fetchOrderChoices, type OrderChoices } from '../api/guestOrders';
import { orderBox } from './OrderLayout';

const box = { ...orderBox, p: { margin: `0 0 ${space.xs}` } } as const;

/**
 * What the shopper chose beyond the lines: the gift options (message, gift
 * receipt, shipped to the recipient), the purchase order number, and the
 * proof they approved (its texts are the order's lines, printed as shown).
 */
export function OrderChoicesView({ choices, texts }: { choices: OrderChoices; texts: string[] }) {
  const gift = choices.giftMessage || choices.giftReceipt || choices.shipToRecipient;
  return (
    <>
      {gift && (
        <section aria-labelledby="order-gift" css={box}>
          <h2 id="order-gift">Gift options</h2>
          {choices.giftMessage && (
            <p>
              Gift message: <q css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{choices.giftMessage}</q>
            </p>
          )}
          {choices.shipToRecipient && <p>Shipped straight to the recipient.</p>}
          {choices.giftReceipt && <p>Gift receipt: the packing slip shows no prices.</p>}
        </section>
      )}
      {choices.poNumber && (
        <section aria-labelledby="order-po" css={box}>
          <h2 id="order-po">Purchase order</h2>
          <p>PO number: {choices.poNumber}</p>
        </section>
      )}
      {texts.length > 0 && choices.proofFingerprint && (
        <section aria-labelledby="order-proof" css={box}>
          <h2 id="order-proof">Your proof</h2>
          <p css={{ color: color.inkMuted }}>
            {choices.proofApproved
              ? 'You checked the spelling of these texts before ordering. We print them exactly so.'
              : 'We print these texts exactly so.'}
          </p>
          <ul css={{ margin: 0, paddingLeft: space.lg }}>
            {texts.map((text, i) => (
              <li key={i}>
                <q css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontWeight: 700 }}>{text}</q>
              </li>
            ))}
          </ul>
          <p css={{ color: color.inkMuted, fontSize: fontSize.sm, marginTop: space.sm }}>
            Proof reference {choices.proofFingerprint.slice(0, 12)}
          </p>
        </section>
      )}
    </>
  );
}

/** The query of an order's choices: the order page starts it with the order's, so the box is there when the page is. */
export const orderChoicesQuery = (orderNumber: string) => ({
  queryKey: ['account', 'order-choices', orderNumber],
  queryFn: () => fetchOrderChoices(orderNumber),
});

/** The signed-in shopper's order's choices, read on their own (a one-line mount on the order page). */
export function OrderChoicesFor({ orderNumber, texts }: { orderNumber: string; texts: string[] }) {
  const query = useQuery(orderChoicesQuery(orderNumber));
  return query.data ? <OrderChoicesView choices={query.data} texts={texts} /> : null;
}
