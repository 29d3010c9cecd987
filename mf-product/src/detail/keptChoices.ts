import type { Design, ProductVariant } from '@giftshop/shared';
import type { ResolvedOptionGroup } from '../options/optionGroups';
import { resolveDesign, resolveVariant } from '../options/resolveSelection';
import { chosenSize } from '../options/sizeChoice';
import { readPersonalization } from '../personalization/personalizationOptions';

/**
 * The shopper's choices on a product page, kept in the tab's history entry so
 * that Back, Forward and a reload bring them back (a product opened afresh
 * starts afresh: each history entry keeps its own). They live in
 * `history.state` under the shop's own key, beside react-router's
 * `usr`/`key`/`idx`, which are left as they are.
 */
export interface KeptChoices {
  /** The product they were made on: another product's choices are never applied. */
  product: number;
  /** Option group key → chosen value. */
  selections: Record<string, string>;
  size: string | null;
  text: string;
  textColor: string | null;
  lettering: string | null;
  quantity: number;
}

/** The key in `history.state`. */
export const KEPT_CHOICES_KEY = 'giftShopProductChoices';

/**
 * The longest text brought back. A text over its design's limit is kept as the shopper typed it (the page says what
 * to remove, as it did before they left); anything longer than this was never typed on the page.
 */
export const KEPT_TEXT_MAX = 1000;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const stringOrNull = (value: unknown, max: number) => (typeof value === 'string' && value.length <= max ? value : null);

/** What the page offers now, to check kept choices against. */
export interface PageOffer {
  product: number;
  variants: readonly ProductVariant[];
  designs: readonly Design[];
  groups: readonly ResolvedOptionGroup[];
  opening: Readonly<Record<string, string>>;
  maxQuantity: number;
  maxPersonalizationLength: number;
}

/**
 * The kept choices the page can show, or null when there are none for this product. Each is checked against what
 * the page offers now: a value no longer offered, a text too long, a value of the wrong type is left out (the
 * opening choice stands), and what remains is brought back.
 */
export function restorableChoices(kept: unknown, offer: PageOffer): KeptChoices | null {
  if (!isObject(kept) || kept.product !== offer.product) return null;
  const saved = isObject(kept.selections) ? kept.selections : {};
  const selections = { ...offer.opening };
  for (const group of offer.groups) {
    const value = saved[group.key];
    if (typeof value === 'string' && group.values.some((v) => v.value === value)) selections[group.key] = value;
  }
  const variant = resolveVariant(offer.variants, offer.groups, selections);
  const design = resolveDesign(offer.designs, offer.groups, selections);
  const personalization = readPersonalization(design?.personalization_options, offer.maxPersonalizationLength);
  const textColor = stringOrNull(kept.textColor, 100);
  const lettering = stringOrNull(kept.lettering, 100);
  const quantity = kept.quantity;
  return {
    product: offer.product,
    selections,
    size: chosenSize(variant?.sizes, stringOrNull(kept.size, 40)),
    text: (personalization && stringOrNull(kept.text, KEPT_TEXT_MAX)) || '',
    textColor: personalization?.colors.some((c) => c.name === textColor) ? textColor : null,
    lettering: personalization?.fonts.some((f) => f === lettering) ? lettering : null,
    quantity:
      typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1 && quantity <= offer.maxQuantity
        ? quantity
        : 1,
  };
}

/** What this tab's history entry keeps (anything: it is checked before use). */
export function readKeptChoices(): unknown {
  const state: unknown = window.history.state;
  return isObject(state) ? state[KEPT_CHOICES_KEY] : undefined;
}

/** Keeps the choices in this tab's history entry, beside what the router keeps there. */
export function keepChoices(choices: KeptChoices): void {
  const state: unknown = window.history.state;
  try {
    window.history.replaceState({ ...(isObject(state) ? state : {}), [KEPT_CHOICES_KEY]: choices }, '');
  } catch {
    // a browser that refuses (Safari past 100 writes in 30 s): the entry keeps the choices written before
  }
}

/** Which page this history entry shows: choices are written only to the entry of the page they were made on. */
export const currentEntry = () => window.location.pathname + window.location.search;
