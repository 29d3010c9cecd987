import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { color, fontSize, space } from '@giftshop/shared';
import { percentOff, volumeTierNext, volumeTierPercent, volumeTierReached } from '@giftshop/shared/domain';
import { useInCart } from './useInCart';
import { openingQuantity, volumePriceQuery } from './volumePriceQuery';

/**
 * The volume price at the quantity chosen together with what the cart
 * already holds of the product (`productSku`: the cart's lines count toward
 * the tier, as the server counts them at checkout), as the server quotes it:
 * the tier reached, what one item costs there, how many more reach the next
 * tier, and every tier. Nothing for a product without volume prices. With
 * nothing counted yet (a group order with no row filled in) only the tiers
 * show: never "1 item" for no item.
 */
export function VolumePrice({
  productSku,
  variantSku,
  size = null,
  perItem = true,
  quantity,
}: {
  /** Whose lines in the cart count too; null: the quantity alone. */
  productSku: string | null;
  variantSku: string | null;
  /** The size chosen, whose upcharge one item's price includes (null: none, or a group's rows of many sizes). */
  size?: string | null;
  /** Whether one item's price can be said: not for a group's rows of several sizes (or none yet), each its own. */
  perItem?: boolean;
  quantity: number;
}) {
  const inCart = useInCart(productSku);
  const counted = quantity + inCart;
  // nothing counted: the tiers are the same at any quantity, so ask at the one the page opens with (prefetched)
  const volume = useQuery({
    ...volumePriceQuery(variantSku, Math.max(openingQuantity, counted), size),
    placeholderData: keepPreviousData,
  });
  const tier = volume.data;
  if (!tier) return null;
  const next = volumeTierNext(tier);
  // the cart's part of the count the quote was made for: while a new quote is on its way (or cannot come: the
  // backend down), the last one is shown whole, never with the cart's new count beside its old total
  const inCartQuoted = tier.quantity - quantity;
  return (
    <div
      data-testid="volume-price"
      aria-live="polite"
      css={{ display: 'flex', flexDirection: 'column', gap: space.xs, fontSize: fontSize.sm }}
    >
      <p css={{ margin: 0, fontWeight: 600 }}>
        Volume prices: {tier.tiers.map((t) => `${t.minQuantity}+\u00a0${percentOff(t.percentOff)}`).join(' · ')}
      </p>
      {counted > 0 && (
        <p css={{ margin: 0, color: color.inkMuted }}>
          {inCartQuoted > 0 && `With the ${inCartQuoted} in your cart, `}
          {/* "each" is said of the items chosen here only: the cart's may be other sizes, at other prices */}
          {perItem && quantity > 0 ? volumeTierReached(tier, quantity) : volumeTierPercent(tier)}
          {next && ` · ${next}`}. Counted across all sizes and names of this product in your cart.
        </p>
      )}
    </div>
  );
}
