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

/** `/products`, or the search results at `/products?q=…`. */
export function productsText(q: string): PageText & { heading: string } {
  return q
    ? {
        title: `Search: ${q}`,
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

/** A category's own description, or a sentence made from its name when it has none (for link previews). */
export function categoryText(category: Pick<Category, 'name' | 'description'>): PageText {
  return {
    title: category.name,
    description:
      category.description?.trim() ||
      `Personalized ${category.name} gifts, each made to order with their name, your words and their favorite colors.`,
  };
}
