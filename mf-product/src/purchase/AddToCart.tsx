import { Button, color, fontSize, getShopConfig, ShopLink, showToast, space } from '@giftshop/shared';
import { bus } from '../bus';
import { buildCartItem, type Configuration } from './buildCartItem';
import { QuantityControl } from './QuantityControl';
import { VolumePrice } from './VolumePrice';

/**
 * Quantity and Add to Cart. The cart's owner gets a `cart:add` command over
 * the bus (and says "Added to cart" itself); when no variant or design
 * resolves, the shopper is asked to make all selections. A line with a
 * problem (no size chosen, or a text the selected design cannot take) is
 * never added: `checkChoices` shows each problem where it lives, and the
 * button says why nothing happened.
 */
export function AddToCart({
  configuration,
  quantity,
  onQuantityChange,
  checkChoices,
  problem,
}: {
  configuration: Omit<Configuration, 'quantity'>;
  /** How many (the page keeps it with the shopper's other choices). */
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** True when the line may be ordered; otherwise shows the problems (and moves focus to the first). */
  checkChoices: () => boolean;
  /** What stops the line from being added, in the shopper's words (null: nothing). */
  problem: string | null;
}) {
  const { maxQuantity } = getShopConfig();
  const add = () => {
    if (!checkChoices()) return;
    const item = buildCartItem({ ...configuration, quantity });
    if (!item) {
      showToast(bus, {
        title: 'Please make all selections',
        description: 'Please select all options before adding to cart.',
        variant: 'destructive',
      });
      return;
    }
    bus.send('cart:add', { item });
  };
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space.sm }}>
      <div css={{ display: 'flex', alignItems: 'flex-end', gap: space.md, flexWrap: 'wrap' }}>
        <QuantityControl value={quantity} onChange={onQuantityChange} max={maxQuantity} />
        <Button
          type="button"
          size="lg"
          onClick={add}
          aria-describedby={problem ? 'add-to-cart-blocked' : undefined}
          css={{ flex: '1 1 220px', minHeight: 52 }}
        >
          Add to Cart
        </Button>
      </div>
      {/* With scripts off the button cannot add: said where it is pressed, not only at the top of the page (QA */}
      {/* sweep H-e: a press did nothing, with no word beside it). Scripts on, a <noscript> is never shown. */}
      <noscript>
        <p data-testid="add-to-cart-needs-scripts" css={{ margin: 0, fontSize: fontSize.sm, fontWeight: 600 }}>
          Adding to the cart needs JavaScript, which is off in this browser. Turn it on to order this gift, or{' '}
          <ShopLink to="/contact">contact us</ShopLink> to order it by phone or e-mail.
        </p>
      </noscript>
      <VolumePrice
        productSku={configuration.product.sku}
        variantSku={configuration.variant?.variant_sku ?? null}
        size={configuration.size ?? null}
        quantity={quantity}
      />
      {problem && (
        <p
          id="add-to-cart-blocked"
          data-testid="add-to-cart-blocked"
          css={{ margin: 0, color: color.danger, fontSize: fontSize.sm, fontWeight: 600 }}
        >
          Not added yet: {problem}
        </p>
      )}
    </div>
  );
}
