import styled from '@emotion/styled';
import {
  color,
  fontSize,
  formatPrice,
  space,
  volumeTierNext,
  volumeTierReached,
  type VolumeTier,
} from '@giftshop/shared';

const List = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  fontSize: fontSize.sm,
});
const Saving = styled.p({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: fontSize.sm,
  fontWeight: 600,
  color: color.success,
  output: { fontVariantNumeric: 'tabular-nums' },
});

/**
 * The volume prices of the cart, as the server quoted them: per product, the
 * tier its total quantity reached, what one item costs there and how many
 * more reach the next tier; then the discount. Nothing for a cart without
 * products that take volume prices.
 */
export function VolumePrices({ tiers, discount }: { tiers: readonly VolumeTier[]; discount: number }) {
  if (tiers.length === 0) return null;
  return (
    <div data-testid="volume-prices" css={{ display: 'flex', flexDirection: 'column', gap: space.xs }}>
      <List aria-label="Volume prices">
        {tiers.map((tier) => {
          const next = volumeTierNext(tier);
          return (
            <li key={tier.productSku}>
              <strong>{tier.productName}</strong>: {volumeTierReached(tier)}
              {next && <span css={{ color: color.inkMuted }}> · {next}</span>}
            </li>
          );
        })}
      </List>
      {discount > 0 && (
        <Saving>
          <span>Volume price</span>
          <output data-testid="volume-discount">−{formatPrice(discount)}</output>
        </Saving>
      )}
    </div>
  );
}
