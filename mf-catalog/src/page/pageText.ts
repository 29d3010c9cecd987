import type { Category } from '@giftshop/shared/domain';

/**
 * What each catalogue page says about itself, in one place: the title (the
 * browser's document title and the server's head say the same, so nothing
 * changes when the page hydrates), the heading and the line under it.
 */
export interface PageText {
  title: string;
  description: string;
}

export const homeText: PageText = {
  title: 'Personalized Gifts',
  description:
    'Mugs, ornaments, shirts and signs made with their name, your words and the colors they love — for every birthday, holiday and thank-you.',
};

/** Bidi embeddings, overrides and isolates: one left open in a search runs on to the end of the line it is in. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

/**
 * A search in the page's title: one holding a bidi control (a right-to-left override, `?q=%E2%80%AEgum`) is
 * isolated (FSI…PDI: a title holds no `<bdi>`), so it does not turn " — Keepsake Lane" after it around; any
 * other is as typed.
 */
function titleSearch(q: string): string {
  return BIDI_CONTROL.test(q) ? `\u2068${q}\u2069` : q;
}

/**
 * An address whose search cannot be read (`searchIsUnreadable`), said as such above the listing's products with no
 * search: all of them on `/products`, or a category's (`categoryName`), whose name the page keeps.
 */
export function unreadableSearchText(categoryName?: string): PageText & { heading: string } {
  return {
    title: categoryName ? `Search not read in ${categoryName}` : 'Search not read',
    heading: "We couldn't read that search",
    description: `Its address was cut short or garbled. Type what you’re looking for in the search box below, or browse every gift${categoryName ? ` in ${categoryName}` : ''}.`,
  };
}

/**
 * `/products`, or the search results at `/products?q=…` (the page isolates the search it says back: `SaidSearch`),
 * or an address whose search cannot be read (`unreadable`: `searchIsUnreadable`), said as such above all products.
 */
export function productsText(q: string, unreadable = false): PageText & { heading: string } {
  if (unreadable) return unreadableSearchText();
  return q
    ? {
        title: `Search: ${titleSearch(q)}`,
        heading: `Search results for “${q}”`,
        description: 'Personalized gifts that match your search, best matches first.',
      }
    : {
        title: 'All Products',
        heading: 'All Products',
        description: 'Every personalized gift in the shop, ready for their name, your words and their favorite colors.',
      };
}

export const categoryNotFoundTitle = 'Category Not Found';

/**
 * A category's own description, or a sentence made from its name when it has none (for link previews); at an
 * address whose search cannot be read (`unreadable`), the category's title and line say so (`unreadableSearchText`).
 */
export function categoryText(category: Pick<Category, 'name' | 'description'>, unreadable = false): PageText {
  if (unreadable) {
    const { title, description } = unreadableSearchText(category.name);
    return { title, description };
  }
  return {
    title: category.name,
    description:
      category.description?.trim() ||
      `Personalized ${category.name} gifts, each made to order with their name, your words and their favorite colors.`,
  };
}
