import { mobileCategories } from '../../../shared/src/navigation/categories';
import { allLinkedCategorySlugs } from '../../../shared/src/navigation/linkedCategories';
import { megaMenuTabs } from '../../../shared/src/navigation/megaMenuTabs';

export interface CategorySeed {
  slug: string;
  name: string;
  description: string;
  parent: string | null;
  position: number;
}

/** Product types that also belong to Christmas sit under it; the rest under All Products. */
export const CHRISTMAS_CHILDREN = ['ornaments', 'festive-decor', 'christmas-stockings'];

const NAMES: Record<string, string> = {
  occasions: 'Occasions',
  recipients: 'Recipients',
  'all-products': 'All Products',
  'brands-pop-culture': 'Brands & Pop Culture',
  'new-arrivals': 'New Arrivals',
  'on-sale': 'On Sale',
  'for-teachers': 'For Teachers',
  'for-friends': 'For Friends',
  'for-coworkers': 'For Coworkers',
  teams: 'Teams & Clubs',
};

const DESCRIPTIONS: Record<string, string> = {
  occasions: 'Personalized gifts for every celebration on the calendar, from birthdays to the holidays.',
  recipients: 'Find the right personalized gift for everyone on your list.',
  'all-products': 'Every product we personalize: drinkware, apparel, home decor and keepsakes.',
  'brands-pop-culture': 'Fan favorites, characters and team spirit, personalized with a name.',
  'new-arrivals': 'The newest personalized gifts, fresh from our workshop.',
  'on-sale': 'Personalized gifts at a little less, while they last.',
  'design-your-own': 'Start from a blank canvas: upload a photo, add your own words and choose the colors.',
  christmas: 'Ornaments, stockings and festive decor made personal, for the most wonderful time of the year.',
  halloween: 'Spooky-cute decor and costumes-in-a-gift for the whole family.',
  wedding: 'Wedding and newlywed gifts with names and the big date.',
  baby: 'Soft, sweet keepsakes to welcome the newest arrival.',
  kids: 'Fun, durable gifts with their name on them — because kids love seeing their name.',
  'for-her': 'Thoughtful personalized gifts for the women in your life.',
  'for-him': 'Personalized gifts he will actually use.',
  sympathy: 'Gentle keepsakes that honor and remember a loved one.',
  'thank-you-gifts': 'A personal way to say thank you.',
  ornaments: 'Keepsake ornaments personalized with names and dates, gift-boxed and ready to hang.',
  'festive-decor': 'Wreaths and holiday decor that make the house feel like home.',
  'christmas-stockings': 'Stockings with everyone’s name, for the whole family and the dog.',
  schools: 'Spirit wear and keepsakes for schools, classes and graduates. Bulk orders welcome.',
  teams: 'Gear for teams and clubs with names and numbers.',
  organizations: 'Branded gifts for companies, charities and events.',
};

function describe(slug: string, name: string, parent: string | null): string {
  if (DESCRIPTIONS[slug]) return DESCRIPTIONS[slug]!;
  const lower = name.toLowerCase();
  switch (parent) {
    case 'occasions':
      return `Personalized ${name} gifts, made to order with names, dates and messages.`;
    case 'recipients':
      return `Personalized gifts ${lower.startsWith('for ') ? lower : `for ${lower}`}, made to order and ready to wrap.`;
    case 'all-products':
      return `Personalized ${lower}, printed to order with your names, photos and designs.`;
    case 'brands-pop-culture':
      return `${name} themed gifts, personalized with a name.`;
    default:
      return `Personalized ${lower} gifts, made to order.`;
  }
}

/** Every category the shop links to, with parents: the seed's source of truth is shared/src/navigation/categories.ts. */
export function buildCategoryTree(): CategorySeed[] {
  const rows = new Map<string, CategorySeed>();
  const add = (slug: string, label: string, parent: string | null) => {
    if (rows.has(slug)) return;
    const siblings = [...rows.values()].filter((r) => r.parent === parent).length;
    const name = NAMES[slug] ?? label;
    rows.set(slug, { slug, name, description: describe(slug, name, parent), parent, position: siblings });
  };
  for (const tab of megaMenuTabs) add(tab.shopAll.slug, tab.shopAll.label, null);
  for (const tab of megaMenuTabs) {
    for (const column of tab.columns) {
      for (const link of column.links) {
        add(link.slug, link.label, CHRISTMAS_CHILDREN.includes(link.slug) ? 'christmas' : tab.shopAll.slug);
      }
    }
  }
  for (const link of mobileCategories) add(link.slug, link.label, null);
  for (const slug of allLinkedCategorySlugs()) {
    if (!rows.has(slug)) throw new Error(`category ${slug} is linked but has no place in the tree`);
  }
  return [...rows.values()];
}
