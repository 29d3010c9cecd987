import { useState } from 'react';
import type { ProductVariant } from '@giftshop/shared/domain';
import { chosenSize, sizeUpcharge } from './sizeChoice';

/**
 * The size the shopper picked for the selected variant. There is no default
 * size: a variant that comes in sizes is added only once one is chosen
 * (`check` says so by the selector). A size the newly chosen style lacks is
 * no longer chosen.
 */
export function useSizeChoice(variant: ProductVariant | null) {
  const run = variant?.sizes ?? null;
  const [picked, setPicked] = useState<string | null>(null);
  const [checkRequested, setCheckRequested] = useState(false);
  const size = chosenSize(run, picked);
  return {
    run,
    size,
    setSize: setPicked,
    upcharge: sizeUpcharge(run, size),
    missing: checkRequested && run !== null && size === null,
    /** Whether the line may go to the cart as far as its size goes; when not, the selector says so. */
    check: () => {
      setCheckRequested(true);
      return run === null || size !== null;
    },
  };
}
