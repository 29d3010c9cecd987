import { shopLimits, type Design, type ProductVariant, type SizeRun } from '@giftshop/shared/domain';
import { isFilledRow, MAX_GROUP_ROWS, OPENING_GROUP_NAME } from '../group/groupLimits';
import type { RosterRow } from '../group/rosterParse';
import type { ResolvedOptionGroup } from '../options/optionGroups';
import { resolveDesign, resolveVariant } from '../options/resolveSelection';
import { chosenSize } from '../options/sizeChoice';
import { readPersonalization, type Personalization } from '../personalization/personalizationOptions';

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

/** A group order's rows on a product page ("Order for a Group"), kept in the same way under a key of their own. */
export interface KeptGroup {
  /** The product they were typed on: another product's rows are never applied. */
  product: number;
  /** The group's name, shown in the cart. */
  name: string;
  rows: RosterRow[];
}

/** The keys in `history.state`: each is read and checked on its own, so a corrupt one loses nothing of the other. */
export const KEPT_CHOICES_KEY = 'giftShopProductChoices';
export const KEPT_GROUP_KEY = 'giftShopGroupRows';
export type KeptKey = typeof KEPT_CHOICES_KEY | typeof KEPT_GROUP_KEY;

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

/** What the group order offers now, to check kept rows against. */
export interface GroupOffer {
  product: number;
  /** The chosen variant's sizes, or null when the product has none. */
  run: SizeRun | null;
  /** Whether the design prints a number beside the text. */
  hasNumber: boolean;
}

/** What the group order of this product, variant and design offers. */
export const groupOffer = (
  product: number,
  variant: Pick<ProductVariant, 'sizes'> | null,
  personalization: Pick<Personalization, 'number'>,
): GroupOffer => ({ product, run: variant?.sizes ?? null, hasNumber: personalization.number !== undefined });

/**
 * The kept rows the group order can show, or null when there are none for this product. Each row is checked on its
 * own: a row that is not three strings (each at most KEPT_TEXT_MAX long) is dropped, and so is an empty one; a size
 * is kept as it was given, as the CSV import keeps it (the grid checks it against the sizes offered now, checkRows: a
 * size the product no longer offers stays on its row, shown as it came beside the sizes there are); a number where
 * the design has none, and a size where the product has none, are left out; a text or number the design would refuse
 * is kept as typed (the grid says what to change, as it did before they left). At most MAX_GROUP_ROWS rows.
 */
export function restorableGroup(kept: unknown, offer: GroupOffer): KeptGroup | null {
  if (!isObject(kept) || kept.product !== offer.product || !Array.isArray(kept.rows)) return null;
  const rows: RosterRow[] = [];
  for (const row of kept.rows.slice(0, MAX_GROUP_ROWS) as unknown[]) {
    if (!isObject(row)) continue;
    const text = stringOrNull(row.text, KEPT_TEXT_MAX);
    const number = stringOrNull(row.number, KEPT_TEXT_MAX);
    const size = stringOrNull(row.size, KEPT_TEXT_MAX);
    if (text === null || number === null || size === null) continue;
    const restored = {
      text,
      number: offer.hasNumber ? number : '',
      size: offer.run ? size : '',
    };
    if (isFilledRow(restored)) rows.push(restored);
  }
  if (rows.length === 0) return null;
  const name = stringOrNull(kept.name, shopLimits.groupName);
  return { product: offer.product, name: name ?? OPENING_GROUP_NAME, rows };
}

/** What this tab's history entry keeps under `key` (anything: it is checked before use). */
export function readKeptChoices(key: KeptKey = KEPT_CHOICES_KEY): unknown {
  const state: unknown = window.history.state;
  return isObject(state) ? state[key] : undefined;
}

/** Keeps the choices in this tab's history entry under `key`, beside what the router (and the other key) keeps there. */
export function keepChoices(key: KeptKey, choices: KeptChoices | KeptGroup): void {
  const state: unknown = window.history.state;
  try {
    window.history.replaceState({ ...(isObject(state) ? state : {}), [key]: choices }, '');
  } catch {
    // a browser that refuses (Safari past 100 writes in 30 s): the entry keeps the choices written before
  }
}

/** Which page this history entry shows: choices are written only to the entry of the page they were made on. */
export const currentEntry = () => window.location.pathname + window.location.search;
