import styled from '@emotion/styled';
import { color, fontSize, radius, space } from '@giftshop/shared';
import { formatPrice, type CartItem } from '@giftshop/shared/domain';
import type { CartQuote } from '../api/quote';

const Box = styled.div({
  padding: space.md,
  borderRadius: radius.md,
  background: color.accentSoft,
  color: color.ink,
  fontSize: fontSize.sm,
  ul: { margin: `${space.sm} 0 0`, paddingLeft: space.lg },
  p: { margin: 0, color: color.ink },
});

/** What changed since the lines were added: new prices, and lines that can no longer be ordered. */
export function PriceChangeNotice({
  items,
  check,
}: {
  items: readonly CartItem[];
  check: Pick<CartQuote, 'changed' | 'unavailable'>;
}) {
  const changed = items.filter((line) => check.changed.has(line.id));
  const unavailable = items.filter((line) => check.unavailable.has(line.id));
  return (
    <Box role="alert">
      {changed.length > 0 && (
        <>
          <p>
            <strong>Some prices have changed since you added them.</strong> Your order is charged at today’s prices:
          </p>
          <ul>
            {changed.map((line) => (
              <li key={line.id}>
                {line.name}: <s>{formatPrice(line.price)}</s> → {formatPrice(check.changed.get(line.id))} each
              </li>
            ))}
          </ul>
        </>
      )}
      {unavailable.length > 0 && (
        <>
          <p>
            <strong>Some items can no longer be ordered.</strong> Remove them from your cart to continue:
          </p>
          <ul>
            {unavailable.map((line) => (
              <li key={line.id}>
                {line.name}: {check.unavailable.get(line.id)}
              </li>
            ))}
          </ul>
        </>
      )}
    </Box>
  );
}
