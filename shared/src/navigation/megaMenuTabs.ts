/**
 * The More button's mega-menu: its tabs, columns and links. A file of its own so that only the menu's chunk
 * carries it: the shell loads the menu once the page responds (issue 31), and the header's own links
 * (`primaryCategories`) are in `categories.ts`. Every slug here must exist in `supabase/seed.sql`, as there.
 */
import type { CategoryLink } from './categories';

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
