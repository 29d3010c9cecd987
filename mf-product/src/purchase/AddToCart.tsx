import { useState } from 'react';
import { Button, getShopConfig, showToast, space } from '@giftshop/shared';
import { bus } from '../bus';
import { buildCartItem, type Configuration } from './buildCartItem';
import { QuantityControl } from './QuantityControl';

/**
 * Quantity and Add to Cart. The cart's owner gets a `cart:add` command over
 * the bus (and says "Added to cart" itself); when no variant or design
 * resolves, the shopper is asked to make all selections.
 */
export function AddToCart({ configuration }: { configuration: Omit<Configuration, 'quantity'> }) {
  const { maxQuantity } = getShopConfig();
  const [quantity, setQuantity] = useState(1);
  const add = () => {
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
    <div css={{ display: 'flex', alignItems: 'flex-end', gap: space.md, flexWrap: 'wrap' }}>
      <QuantityControl value={quantity} onChange={setQuantity} max={maxQuantity} />
      <Button type="button" size="lg" onClick={add} css={{ flex: '1 1 220px', minHeight: 52 }}>
        Add to Cart
      </Button>
    </div>
  );
}
