import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { color, fontSize, space, volumeTierNext, volumeTierReached } from '@giftshop/shared';
import { volumePriceQuery } from './volumePriceQuery';

/**
 * The volume price at the quantity chosen, as the server quotes it: the tier
 * reached, what one item costs there, how many more reach the next tier, and
 * every tier. Nothing for a product without volume prices.
 */
export function VolumePrice({ variantSku, quantity }: { variantSku: string | null; quantity: number }) {
  const volume = useQuery({ ...volumePriceQuery(variantSku, quantity), placeholderData: keepPreviousData });
  const tier = volume.data;
  if (!tier) return null;
  const next = volumeTierNext(tier);
  return (
    <div
      data-testid="volume-price"
      aria-live="polite"
      css={{ display: 'flex', flexDirection: 'column', gap: space.xs, fontSize: fontSize.sm }}
    >
      <p css={{ margin: 0, fontWeight: 600 }}>
        Volume prices: {tier.tiers.map((t) => `${t.minQuantity}+ ${t.percentOff} % off`).join(' · ')}
      </p>
      <p css={{ margin: 0, color: color.inkMuted }}>
        {volumeTierReached(tier)}
        {next && ` · ${next}`}. Counted across all sizes and names of this product in your cart.
      </p>
    </div>
  );
}
