/**
 * The shop's category links: header, mobile menu, holiday hub and recipient
 * grid (the mega-menu's are in `megaMenuTabs.ts`). Every slug here must exist in `supabase/seed.sql`
 * (the seed generator imports this file, and e2e checks every link).
 */
export interface CategoryLink {
  label: string;
  slug: string;
  /** A promo note shown beside the link, e.g. "30% Off". */
  note?: string;
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
