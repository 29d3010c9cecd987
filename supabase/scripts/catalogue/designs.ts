/**
 * Print designs a shopper can pick on a product page. `personalization_options`
 * is null for fixed artwork, or:
 *   { fields: [{ key, label, maxLength, placeholder?, required? }],
 *     fonts: string[], colors: [{ name, hex }] }
 * The product page shows a text box for the first field. A field of
 * `type: "number"` ({ key, label, type, min, max }) is a number printed beside
 * the text (a jersey's 0–99): the group order grid has a column for it and the
 * server checks it (20250609008000_design_numbers.sql).
 */
export interface DesignSeed {
  code: string;
  name: string;
  /** Art style of the swatch (a motif name, or plaid/script/message/established). */
  style: string;
  colour: string;
  personalization: Record<string, unknown> | null;
  /**
   * The occasions and recipients (theme categories) the design belongs to: a
   * product offers it only when its theme is in one of them. Without `fits`,
   * the design suits every product (a name, a message, initials).
   */
  fits?: string[];
}

const FONTS = ['Classic Serif', 'Handwritten Script', 'Modern Sans', 'Block Capitals'];
const INKS = [
  { name: 'Charcoal', hex: '#333333' },
  { name: 'Navy', hex: '#22385e' },
  { name: 'Cranberry', hex: '#b83a3a' },
  { name: 'Forest', hex: '#2f5a3c' },
  { name: 'Gold', hex: '#b8912f' },
  { name: 'White', hex: '#ffffff' },
];

const text = (key: string, label: string, maxLength: number, placeholder: string) => ({
  fields: [{ key, label, maxLength, placeholder, required: true }],
  fonts: FONTS,
  colors: INKS,
});

export const DESIGNS: DesignSeed[] = [
  {
    code: 'DSN-NAME',
    name: 'Custom Name Script',
    style: 'script',
    colour: 'cream',
    personalization: text('name', 'Name', 20, 'e.g. Emma'),
  },
  {
    code: 'DSN-TEXT',
    name: 'Your Own Message',
    style: 'message',
    colour: 'white',
    personalization: text('text', 'Custom text', 100, 'e.g. Happy birthday, love you lots!'),
  },
  {
    code: 'DSN-MONO',
    name: 'Classic Monogram',
    style: 'monogram',
    colour: 'sage',
    personalization: text('initials', 'Initials', 3, 'e.g. ELR'),
  },
  {
    code: 'DSN-EST',
    name: 'Family Established',
    style: 'established',
    colour: 'natural',
    personalization: text('family', 'Family name and year', 40, 'e.g. The Parkers · Est. 2015'),
    fits: ['wedding', 'anniversary', 'for-couples', 'for-grandparents', 'thanksgiving', 'christmas', 'hanukkah'],
  },
  {
    code: 'DSN-FLORAL',
    name: 'Watercolor Floral',
    style: 'flower',
    colour: 'blush',
    personalization: text('name', 'Name under the flowers', 24, 'e.g. Grandma Rose'),
    fits: ['for-mom', 'mothers-day', 'for-her', 'for-grandparents', 'garden-club', 'wedding', 'easter', 'sympathy'],
  },
  {
    code: 'DSN-PAWS',
    name: 'Paw Prints',
    style: 'paw',
    colour: 'sky',
    personalization: text('pet', 'Pet name', 20, 'e.g. Biscuit'),
    fits: ['pet-lovers'],
  },
  {
    code: 'DSN-BADGE',
    name: 'Vintage Badge',
    style: 'badge',
    colour: 'navy',
    personalization: text('team', 'Team or club name', 30, 'e.g. Lakeside Tigers'),
    fits: [
      'teams',
      'organizations',
      'schools',
      'graduation',
      'soccer-fans',
      'basketball-fans',
      'baseball-fans',
      'football-fans',
      'hockey-fans',
      'camp-lakeside',
      'fathers-day',
      'retirement',
    ],
  },
  {
    code: 'DSN-PLAID',
    name: 'Buffalo Plaid',
    style: 'plaid',
    colour: 'red',
    personalization: null,
    fits: ['christmas', 'fathers-day', 'for-dad', 'thanksgiving', 'camp-lakeside'],
  },
  {
    code: 'DSN-PUMPKIN',
    name: 'Pumpkin Patch',
    style: 'pumpkin',
    colour: 'cream',
    personalization: null,
    fits: ['halloween', 'thanksgiving'],
  },
  {
    code: 'DSN-SNOW',
    name: 'Snowflake Flurry',
    style: 'snowflake',
    colour: 'navy',
    personalization: null,
    fits: ['christmas', 'hanukkah', 'new-year'],
  },
  {
    code: 'DSN-STARS',
    name: 'Starry Night',
    style: 'stars',
    colour: 'navy',
    personalization: null,
    fits: ['space-adventures', 'baby', 'baby-shower', 'new-year', 'graduation'],
  },
  {
    code: 'DSN-HEARTS',
    name: 'Hearts & Arrows',
    style: 'hearts',
    colour: 'blush',
    personalization: null,
    fits: ['valentines-day', 'wedding', 'anniversary', 'for-couples', 'mothers-day'],
  },
  {
    code: 'DSN-JERSEY',
    name: 'Team Jersey',
    style: 'star',
    colour: 'navy',
    personalization: {
      fields: [
        { key: 'name', label: 'Name', maxLength: 14, placeholder: 'e.g. RIVERA', required: true },
        { key: 'number', label: 'Number', type: 'number', min: 0, max: 99, placeholder: 'e.g. 7' },
      ],
      fonts: FONTS,
      colors: INKS,
    },
    fits: ['teams'],
  },
];

/** The designs a product of a theme offers, in the catalogue's order: those that fit one of its categories. */
export function designsFitting(categories: readonly string[]): DesignSeed[] {
  return DESIGNS.filter((d) => !d.fits || d.fits.some((c) => categories.includes(c)));
}
