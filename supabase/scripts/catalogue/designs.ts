/**
 * Print designs a shopper can pick on a product page. `personalization_options`
 * is null for fixed artwork, or:
 *   { fields: [{ key, label, maxLength, placeholder?, required? }],
 *     fonts: string[], colors: [{ name, hex }] }
 * The product page shows a text box for the first field.
 */
export interface DesignSeed {
  code: string;
  name: string;
  /** Art style of the swatch (a motif name, or plaid/script/message/established). */
  style: string;
  colour: string;
  personalization: Record<string, unknown> | null;
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
  },
  {
    code: 'DSN-FLORAL',
    name: 'Watercolour Floral',
    style: 'flower',
    colour: 'blush',
    personalization: text('name', 'Name under the flowers', 24, 'e.g. Grandma Rose'),
  },
  {
    code: 'DSN-PAWS',
    name: 'Paw Prints',
    style: 'paw',
    colour: 'sky',
    personalization: text('pet', 'Pet name', 20, 'e.g. Biscuit'),
  },
  {
    code: 'DSN-BADGE',
    name: 'Vintage Badge',
    style: 'badge',
    colour: 'navy',
    personalization: text('team', 'Team or club name', 30, 'e.g. Lakeside Tigers'),
  },
  { code: 'DSN-PLAID', name: 'Buffalo Plaid', style: 'plaid', colour: 'red', personalization: null },
  { code: 'DSN-PUMPKIN', name: 'Pumpkin Patch', style: 'pumpkin', colour: 'cream', personalization: null },
  { code: 'DSN-SNOW', name: 'Snowflake Flurry', style: 'snowflake', colour: 'navy', personalization: null },
  { code: 'DSN-STARS', name: 'Starry Night', style: 'stars', colour: 'navy', personalization: null },
  { code: 'DSN-HEARTS', name: 'Hearts & Arrows', style: 'hearts', colour: 'blush', personalization: null },
];
