/**
 * The shop's category links: header, mobile menu, mega-menu, holiday hub and
 * recipient grid. Every slug here must exist in `supabase/seed.sql`
 * (the seed generator imports this file, and e2e checks every link).
 */
export interface CategoryLink {
  label: string;
  slug: string;
  /** A promo note shown beside the link, e.g. "30% Off". */
  note?: string;
}

export interface MegaMenuColumn {
  heading: string;
  links: CategoryLink[];
}

export interface MegaMenuTab {
  id: 'occasions' | 'recipients' | 'products' | 'brands';
  label: string;
  shopAll: CategoryLink;
  columns: MegaMenuColumn[];
}

/** The 7 primary links in the desktop header. */
export const primaryCategories: CategoryLink[] = [
  { label: 'For Her', slug: 'for-her' },
  { label: 'For Him', slug: 'for-him' },
  { label: 'Baby', slug: 'baby' },
  { label: 'Kids', slug: 'kids' },
  { label: 'Halloween', slug: 'halloween' },
  { label: 'Christmas', slug: 'christmas' },
  { label: 'Wedding', slug: 'wedding' },
];

/** The 11 links of the mobile toggle menu: the primary 7 and 4 more. */
export const mobileCategories: CategoryLink[] = [
  ...primaryCategories,
  { label: 'Sympathy', slug: 'sympathy' },
  { label: 'Design Your Own', slug: 'design-your-own' },
  { label: 'NEW', slug: 'new-arrivals' },
  { label: 'On Sale', slug: 'on-sale' },
];

export const megaMenuTabs: MegaMenuTab[] = [
  {
    id: 'occasions',
    label: 'Occasions',
    shopAll: { label: 'Shop All Occasions', slug: 'occasions' },
    columns: [
      {
        heading: 'Upcoming',
        links: [
          { label: 'Christmas', slug: 'christmas', note: '30% Off' },
          { label: 'Hanukkah', slug: 'hanukkah' },
          { label: 'New Year', slug: 'new-year' },
          { label: "Valentine's Day", slug: 'valentines-day' },
        ],
      },
      {
        heading: 'Everyday',
        links: [
          { label: 'Birthday', slug: 'birthday' },
          { label: 'Anniversary', slug: 'anniversary' },
          { label: 'Wedding', slug: 'wedding' },
          { label: 'Baby Shower', slug: 'baby-shower' },
          { label: 'Graduation', slug: 'graduation' },
          { label: 'Retirement', slug: 'retirement' },
          { label: 'Sympathy', slug: 'sympathy' },
          { label: 'Thank You Gifts', slug: 'thank-you-gifts' },
        ],
      },
      {
        heading: 'Seasonal',
        links: [
          { label: 'Halloween', slug: 'halloween', note: 'Up to 50% OFF' },
          { label: 'Thanksgiving', slug: 'thanksgiving' },
          { label: 'Easter', slug: 'easter' },
          { label: "Mother's Day", slug: 'mothers-day' },
          { label: "Father's Day", slug: 'fathers-day' },
        ],
      },
    ],
  },
  {
    id: 'recipients',
    label: 'Recipients',
    shopAll: { label: 'Shop All Recipients', slug: 'recipients' },
    columns: [
      {
        heading: 'Family',
        links: [
          { label: 'For Her', slug: 'for-her' },
          { label: 'For Him', slug: 'for-him' },
          { label: 'For Mom', slug: 'for-mom' },
          { label: 'For Dad', slug: 'for-dad' },
          { label: 'For Grandparents', slug: 'for-grandparents' },
          { label: 'For Couples', slug: 'for-couples' },
        ],
      },
      {
        heading: 'Little Ones',
        links: [
          { label: 'Baby', slug: 'baby' },
          { label: 'Kids', slug: 'kids' },
          { label: 'Pet Lovers', slug: 'pet-lovers' },
        ],
      },
      {
        heading: 'Groups',
        links: [
          { label: 'Teachers', slug: 'for-teachers' },
          { label: 'Friends', slug: 'for-friends' },
          { label: 'Coworkers', slug: 'for-coworkers' },
          { label: 'Schools', slug: 'schools', note: '30% OFF' },
          { label: 'Teams & Clubs', slug: 'teams' },
          { label: 'Organizations', slug: 'organizations' },
        ],
      },
    ],
  },
  {
    id: 'products',
    label: 'Products',
    shopAll: { label: 'Shop All Products', slug: 'all-products' },
    columns: [
      {
        heading: 'Drinkware',
        links: [
          { label: 'Mugs', slug: 'mugs' },
          { label: 'Tumblers', slug: 'tumblers' },
          { label: 'Water Bottles', slug: 'water-bottles' },
          { label: 'Wine Glasses', slug: 'wine-glasses' },
          { label: 'Beer Steins', slug: 'beer-steins' },
        ],
      },
      {
        heading: 'Apparel',
        links: [
          { label: 'T-Shirts', slug: 't-shirts' },
          { label: 'Hoodies', slug: 'hoodies' },
          { label: 'Sweatshirts', slug: 'sweatshirts' },
          { label: 'Baby Onesies', slug: 'baby-onesies' },
          { label: 'Caps', slug: 'caps' },
          { label: 'Socks', slug: 'socks' },
          { label: 'Aprons', slug: 'aprons' },
        ],
      },
      {
        heading: 'Home & Decor',
        links: [
          { label: 'Ornaments', slug: 'ornaments', note: '30% Off' },
          { label: 'Signs', slug: 'signs' },
          { label: 'Doormats', slug: 'doormats' },
          { label: 'Blankets', slug: 'blankets' },
          { label: 'Pillows', slug: 'pillows' },
          { label: 'Canvas Prints', slug: 'canvas-prints' },
          { label: 'Photo Frames', slug: 'photo-frames' },
          { label: 'Candles', slug: 'candles' },
          { label: 'Garden Flags', slug: 'garden-flags' },
          { label: 'Christmas Stockings', slug: 'christmas-stockings' },
          { label: 'Festive Decor', slug: 'festive-decor' },
        ],
      },
      {
        heading: 'Keepsakes & More',
        links: [
          { label: 'Cutting Boards', slug: 'cutting-boards' },
          { label: 'Puzzles', slug: 'puzzles' },
          { label: 'Tote Bags', slug: 'tote-bags' },
          { label: 'Keychains', slug: 'keychains' },
          { label: 'Jewelry', slug: 'jewelry' },
          { label: 'Phone Cases', slug: 'phone-cases' },
          { label: 'Notebooks', slug: 'notebooks' },
        ],
      },
    ],
  },
  {
    id: 'brands',
    label: 'Brands & Pop Culture',
    shopAll: { label: 'Shop All Brands & Pop Culture', slug: 'brands-pop-culture' },
    columns: [
      {
        heading: 'Characters',
        links: [
          { label: 'Storybook Classics', slug: 'storybook-classics' },
          { label: 'Superhero Squad', slug: 'superhero-squad' },
          { label: 'Space Adventures', slug: 'space-adventures' },
          { label: 'Retro Cartoons', slug: 'retro-cartoons' },
        ],
      },
      {
        heading: 'Brands',
        links: [
          { label: 'Coffee House', slug: 'coffee-house' },
          { label: 'Garden Club', slug: 'garden-club' },
          { label: 'Camp Lakeside', slug: 'camp-lakeside' },
        ],
      },
      {
        heading: 'Sports Leagues',
        links: [
          { label: 'Football Fans', slug: 'football-fans', note: 'Up to 50% OFF' },
          { label: 'Basketball Fans', slug: 'basketball-fans' },
          { label: 'Baseball Fans', slug: 'baseball-fans' },
          { label: 'Hockey Fans', slug: 'hockey-fans' },
          { label: 'Soccer Fans', slug: 'soccer-fans' },
        ],
      },
    ],
  },
];

/** Home page: the holiday hub's four tiles. */
export const holidayHub: CategoryLink[] = [
  { label: 'Halloween', slug: 'halloween' },
  { label: 'Ornaments', slug: 'ornaments' },
  { label: 'Festive Decor', slug: 'festive-decor' },
  { label: 'Thank You Gifts', slug: 'thank-you-gifts' },
];

/** Home page: the shop-by-recipient grid of 8. */
export const recipientGrid: CategoryLink[] = [
  { label: 'For Her', slug: 'for-her' },
  { label: 'For Him', slug: 'for-him' },
  { label: 'For Mom', slug: 'for-mom' },
  { label: 'For Dad', slug: 'for-dad' },
  { label: 'Kids', slug: 'kids' },
  { label: 'Baby', slug: 'baby' },
  { label: 'For Couples', slug: 'for-couples' },
  { label: 'Teachers', slug: 'for-teachers' },
];

/** Every category slug any link of the shop points at, each once. */
export function allLinkedCategorySlugs(): string[] {
  const slugs = new Set<string>();
  const add = (l: CategoryLink) => slugs.add(l.slug);
  mobileCategories.forEach(add);
  holidayHub.forEach(add);
  recipientGrid.forEach(add);
  for (const tab of megaMenuTabs) {
    add(tab.shopAll);
    tab.columns.forEach((c) => c.links.forEach(add));
  }
  return [...slugs];
}
