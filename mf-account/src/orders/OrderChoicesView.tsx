import { useQuery } from '@tanstack/react-query';
import { color, fontSize, space } from '@giftshop/shared';
import { poNumberWords, type OrderLine } from '@giftshop/shared/domain';
import { fetchOrderChoices, type OrderChoices } from '../api/guestOrders';
import { orderBox } from './OrderLayout';

const box = { ...orderBox, p: { margin: `0 0 ${space.xs}` } } as const;

/** What is printed on a personalized line: its text, and the number beside it where it has one (a team's shirt). */
export interface PrintedRow {
  text: string;
  number: string;
}

/**
 * Each personalized line of an order as it will be printed, one row each (a group order's people in its order):
 * the text and its number, both in the proof's fingerprint (order_proof). QA sweep R-b: the proof listed the names
 * of a team's shirts without the numbers printed on them.
 */
export function printedRows(lines: readonly OrderLine[]): PrintedRow[] {
  return lines.flatMap((line) =>
    line.personalization
      ? [
          {
            text: line.personalization,
            number: line.options.find((o) => o.kind === 'text' && o.label === 'Number')?.value ?? '',
          },
        ]
      : [],
  );
}

/**
 * What the shopper chose beyond the lines: the gift options (message, gift
 * receipt, shipped to the recipient), the purchase order number, and the
 * proof they approved (its rows are the order's lines, printed as shown).
 */
export function OrderChoicesView({ choices, lines }: { choices: OrderChoices; lines: readonly OrderLine[] }) {
  const rows = printedRows(lines);
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
          <p>{poNumberWords(choices.poNumber)}</p>
        </section>
      )}
      {rows.length > 0 && choices.proofFingerprint && (
        <section aria-labelledby="order-proof" css={box}>
          <h2 id="order-proof">Your proof</h2>
          <p css={{ color: color.inkMuted }}>
            {choices.proofApproved
              ? 'You checked the spelling of these texts before ordering. We print them exactly so.'
              : 'We print these texts exactly so.'}
          </p>
          <ul css={{ margin: 0, paddingLeft: space.lg }}>
            {rows.map((row, i) => (
              <li key={i}>
                <q css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontWeight: 700 }}>{row.text}</q>
                {row.number && <span css={{ whiteSpace: 'nowrap' }}> · Number: {row.number}</span>}
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
export function OrderChoicesFor({ orderNumber, lines }: { orderNumber: string; lines: readonly OrderLine[] }) {
  const query = useQuery(orderChoicesQuery(orderNumber));
  return query.data ? <OrderChoicesView choices={query.data} lines={lines} /> : null;
}
