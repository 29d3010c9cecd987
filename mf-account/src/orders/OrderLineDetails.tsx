import styled from '@emotion/styled';
import { color, fontSize, space } from '@giftshop/shared';
import { PERSONALIZATION_LABEL } from '@giftshop/shared/domain';
import type { OrderLine } from '../api/orders';

/** One line of an order's Items list: its details, then its price (and, signed in, its review link). */
export const OrderLineItem = styled.li({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.md,
  padding: `${space.sm} 0`,
  borderBottom: `1px solid ${color.line}`,
  '&:last-child': { borderBottom: 0, paddingBottom: 0 },
  // the line's details hold the shopper's text: it wraps anywhere; the price never breaks
  '& > span:first-of-type': { minWidth: 0, overflowWrap: 'anywhere' },
  '& > span:nth-of-type(2)': { whiteSpace: 'nowrap' },
  small: { display: 'block', color: color.inkMuted, fontSize: fontSize.sm },
});

const choice = ({ label, value }: OrderLine['options'][number]) => (
  <small key={label}>
    {label}: {value}
  </small>
);

/**
 * A line as the shopper chose it: the item's options, then their text with its
 * lettering and text colour, a choice a row (no separators to dangle at the end of a
 * wrapped line). The signed-in order page and the guest's private-link page both show
 * lines with it, in an OrderLineItem.
 */
export function OrderLineDetails({ line }: { line: OrderLine }) {
  const options = line.options.filter((o) => o.kind === 'option');
  const lettering = line.options.filter((o) => o.kind === 'text');
  return (
    <span>
      {line.name} × {line.quantity}
      {options.length > 0 ? options.map(choice) : line.variantName && <small>{line.variantName}</small>}
      {line.personalization && (
        <>
          <small>
            {/* isolated: right-to-left words or an override never pull the quotes out of place */}
            {PERSONALIZATION_LABEL}: “<bdi>{line.personalization}</bdi>”
          </small>
          {lettering.map(choice)}
        </>
      )}
    </span>
  );
}
