import { formatPrice, type SizeRun } from '@giftshop/shared/domain';
import type { OptionValue } from './optionGroups';

/** The size chips of a run: "2XL +$2.00" where the server adds an upcharge. */
export function sizeValues(run: SizeRun): OptionValue[] {
  return run.sizes.map((option) => ({
    value: option.size,
    label: option.upcharge > 0 ? `${option.size} +${formatPrice(option.upcharge)}` : option.size,
  }));
}

/** The size chosen, when the variant comes in it (a size another style lacks is no choice). */
export function chosenSize(run: SizeRun | null | undefined, size: string | null): string | null {
  if (!run || !size) return null;
  return run.sizes.some((option) => option.size === size) ? size : null;
}

/** What a size adds to the variant's price (0 without a size), as the server prices it. */
export function sizeUpcharge(run: SizeRun | null | undefined, size: string | null): number {
  return run?.sizes.find((option) => option.size === size)?.upcharge ?? 0;
}

/**
 * An amount of the variant's with the size's upcharge added, in whole cents, as the server prices it: the price, and
 * the price it was (so a sale's saving is the product's in every size).
 */
export function withUpcharge<Amount extends number | null>(amount: Amount, upcharge: number): Amount {
  return (amount === null ? null : Math.round((amount + upcharge) * 100) / 100) as Amount;
}
