import { mobileCategories, type CategoryLink } from './categories';
import { megaMenuTabs } from './megaMenuTabs';

/** What a promo note promises of every product its link lists. */
export interface PromoPromise {
  /** The discount, in percent. */
  percent: number;
  /** "Up to N% off": every product is discounted, none by more than N, at least one by N. Otherwise every product by N or more. */
  upTo: boolean;
}

/** The promise a note makes ("30% Off", "Up to 50% OFF"), or null when it is not a discount note. */
export function promoPromise(note: string | undefined): PromoPromise | null {
  const match = /^\s*(up to\s+)?(\d{1,2})\s*%\s*off\s*$/i.exec(note ?? '');
  if (!match) return null;
  return { percent: Number(match[2]), upTo: Boolean(match[1]) };
}

/** Every link of the shop's menus that carries a promo note, each slug once. */
export function promoLinks(): (CategoryLink & { note: string })[] {
  const links = [
    ...mobileCategories,
    ...megaMenuTabs.flatMap((t) => [t.shopAll, ...t.columns.flatMap((c) => c.links)]),
  ];
  const seen = new Set<string>();
  return links.filter((l): l is CategoryLink & { note: string } => {
    if (!l.note || seen.has(`${l.slug}|${l.note}`)) return false;
    seen.add(`${l.slug}|${l.note}`);
    return true;
  });
}

/** Whether a list of discounts (percent, one per product the link lists) keeps the note's promise. */
export function keepsPromise(promise: PromoPromise, discounts: readonly number[]): boolean {
  if (discounts.length === 0) return false;
  if (!promise.upTo) return discounts.every((d) => d >= promise.percent);
  return discounts.every((d) => d > 0 && d <= promise.percent) && discounts.some((d) => d === promise.percent);
}
