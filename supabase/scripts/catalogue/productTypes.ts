/** What each kind of product is made of, costs and can be ordered as. */
export interface OptionValue {
  name: string;
  /** Added to the base price. */
  delta: number;
  /** For the variant's `size` column. */
  size?: string;
  /** The variant's size run (public.size_runs: adult, youth, baby, socks): the sizes a shopper chooses from. */
  sizeRun?: string;
  /**
   * For a style that looks different from the type's own drawing: the art kind
   * it is drawn with (backend/src/storage/art/shapes.ts), so its photos show it.
   * Styles without one (sizes, a print) look like the type's drawing.
   */
  art?: string;
}

export interface ProductType {
  /** The product-type category slug (also the art kind). */
  slug: string;
  code: string;
  noun: string;
  basePrice: number;
  material: string;
  styles: OptionValue[];
  printing: OptionValue[];
  /** Colour keys of the art palette, first is the hero colour. */
  colours: string[];
  /**
   * Whether option3 names the item's color or its material in that color (the
   * variant's `material` column then takes it). Shoppers read it as Color either way.
   */
  thirdOption: 'Color' | 'Material';
  blurb: string;
  /** How to look after it: said once, at the end of the description (the blurb and stories leave it out). */
  care: string;
}

const sided: OptionValue[] = [
  { name: 'Single-Sided', delta: 0 },
  { name: 'Double-Sided', delta: 4 },
];
const apparelPrint: OptionValue[] = [
  { name: 'Front Print', delta: 0 },
  { name: 'Front & Back Print', delta: 6 },
];
const engraved: OptionValue[] = [
  { name: 'Laser Engraved', delta: 0 },
  { name: 'Color Printed', delta: 3 },
];

export const PRODUCT_TYPES: ProductType[] = [
  {
    slug: 'mugs',
    code: 'MUG',
    noun: 'Mug',
    basePrice: 17.99,
    material: 'Ceramic',
    thirdOption: 'Color',
    styles: [
      { name: '11 oz Classic', delta: 0, size: '11 oz' },
      { name: '15 oz Large', delta: 3, size: '15 oz' },
      { name: 'Two-Tone', delta: 2, size: '11 oz' },
    ],
    printing: [
      { name: 'Single-Sided', delta: 0 },
      { name: 'Wrap-Around', delta: 4 },
    ],
    colours: ['white', 'sage', 'navy', 'blush', 'black'],
    blurb: 'Our glossy ceramic mug has the print fired in, so it stays bright through years of morning coffee.',
    care: 'Dishwasher and microwave safe.',
  },
  {
    slug: 'tumblers',
    code: 'TMB',
    noun: 'Tumbler',
    basePrice: 27.99,
    material: 'Stainless Steel',
    thirdOption: 'Color',
    styles: [
      { name: '20 oz Skinny', delta: 0, size: '20 oz' },
      { name: '30 oz Travel', delta: 5, size: '30 oz', art: 'travel-tumblers' },
    ],
    printing: [
      { name: 'Laser Engraved', delta: 0 },
      { name: 'Full-Color Wrap', delta: 4 },
    ],
    colours: ['navy', 'teal', 'lavender', 'black', 'coral'],
    blurb:
      'Double-wall vacuum insulation keeps drinks cold for 24 hours or hot for 8, with a splash-proof lid and a reusable straw.',
    care: 'Hand wash recommended.',
  },
  {
    slug: 'water-bottles',
    code: 'BTL',
    noun: 'Water Bottle',
    basePrice: 24.99,
    material: 'Stainless Steel',
    thirdOption: 'Color',
    styles: [
      { name: '17 oz', delta: 0, size: '17 oz' },
      { name: '25 oz', delta: 4, size: '25 oz' },
    ],
    printing: engraved,
    colours: ['white', 'sky', 'forest', 'pink', 'charcoal'],
    blurb: 'A leak-proof, BPA-free insulated bottle that fits cup holders and backpacks alike.',
    care: 'Hand wash only.',
  },
  {
    slug: 'wine-glasses',
    code: 'WGL',
    noun: 'Wine Glass',
    basePrice: 21.99,
    material: 'Glass',
    thirdOption: 'Material',
    styles: [
      { name: 'Stemmed', delta: 0 },
      { name: 'Stemless', delta: -2, art: 'stemless-wine-glasses' },
    ],
    printing: [
      { name: 'Etched', delta: 0 },
      { name: 'Gold Foil', delta: 5 },
    ],
    colours: ['burgundy', 'clear', 'blush'],
    blurb: 'Lead-free crystal-clear glass with a permanently etched design that will not peel or fade.',
    care: 'Hand wash to keep the etching crisp.',
  },
  {
    slug: 'beer-steins',
    code: 'STN',
    noun: 'Beer Stein',
    basePrice: 29.99,
    material: 'Glass',
    thirdOption: 'Material',
    styles: [
      { name: '16 oz Mug', delta: 0, size: '16 oz' },
      { name: '22 oz Stein', delta: 6, size: '22 oz' },
    ],
    printing: [
      { name: 'Etched', delta: 0 },
      { name: 'Pewter Lid & Etched', delta: 14 },
    ],
    colours: ['mustard', 'clear', 'maple'],
    blurb: 'A heavy-bottomed glass stein with a sturdy handle, deep-etched so the design lasts a lifetime of toasts.',
    care: 'Hand wash recommended.',
  },
  {
    slug: 't-shirts',
    code: 'TEE',
    noun: 'T-Shirt',
    basePrice: 22.99,
    material: 'Cotton',
    thirdOption: 'Color',
    styles: [
      { name: 'Unisex Classic', delta: 0, size: 'XS-3XL', sizeRun: 'adult' },
      { name: "Women's Relaxed", delta: 2, size: 'XS-3XL', sizeRun: 'adult' },
      { name: 'Youth', delta: -3, size: 'YS-YXL', sizeRun: 'youth' },
    ],
    printing: apparelPrint,
    colours: ['heather', 'navy', 'white', 'red', 'sage'],
    blurb: 'Soft, pre-shrunk ring-spun cotton with a relaxed fit and a water-based print you can barely feel.',
    care: 'Machine wash cold inside out, tumble dry low.',
  },
  {
    slug: 'hoodies',
    code: 'HOD',
    noun: 'Hoodie',
    basePrice: 44.99,
    material: 'Cotton Blend',
    thirdOption: 'Color',
    styles: [
      { name: 'Pullover', delta: 0, size: 'XS-3XL', sizeRun: 'adult' },
      { name: 'Zip-Up', delta: 6, size: 'XS-3XL', sizeRun: 'adult', art: 'zip-up-hoodies' },
    ],
    printing: apparelPrint,
    colours: ['charcoal', 'navy', 'blush', 'forest', 'heather'],
    blurb: 'A midweight fleece hoodie with a lined hood, kangaroo pocket and ribbed cuffs, printed to order.',
    care: 'Machine wash cold, tumble dry low.',
  },
  {
    slug: 'sweatshirts',
    code: 'SWT',
    noun: 'Sweatshirt',
    basePrice: 38.99,
    material: 'Cotton Blend',
    thirdOption: 'Color',
    styles: [
      { name: 'Crewneck', delta: 0, size: 'XS-3XL', sizeRun: 'adult' },
      { name: 'Oversized Crewneck', delta: 4, size: 'XS-3XL', sizeRun: 'adult' },
    ],
    printing: apparelPrint,
    colours: ['cream', 'sage', 'burgundy', 'heather', 'navy'],
    blurb: 'A cozy brushed-fleece crewneck with a classic fit, ideal for layering on cool evenings.',
    care: 'Machine wash cold, tumble dry low.',
  },
  {
    slug: 'baby-onesies',
    code: 'ONS',
    noun: 'Baby Onesie',
    basePrice: 19.99,
    material: 'Organic Cotton',
    thirdOption: 'Color',
    styles: [
      { name: 'Short Sleeve', delta: 0, size: '0-24M', sizeRun: 'baby' },
      { name: 'Long Sleeve', delta: 3, size: '0-24M', sizeRun: 'baby', art: 'long-sleeve-baby-onesies' },
    ],
    printing: [{ name: 'Front Print', delta: 0 }],
    colours: ['white', 'sky', 'blush', 'mustard', 'sage'],
    blurb: 'Gentle organic cotton with envelope shoulders and three snap closures for quick changes.',
    care: 'Machine wash warm, tumble dry low.',
  },
  {
    slug: 'caps',
    code: 'CAP',
    noun: 'Cap',
    basePrice: 24.99,
    material: 'Cotton Twill',
    thirdOption: 'Color',
    styles: [
      { name: 'Dad Hat', delta: 0, size: 'Adjustable' },
      { name: 'Trucker', delta: 2, size: 'Adjustable', art: 'trucker-caps' },
    ],
    printing: [
      { name: 'Embroidered', delta: 0 },
      { name: 'Printed Patch', delta: 2 },
    ],
    colours: ['navy', 'natural', 'black', 'lavender'],
    blurb: 'A low-profile cotton cap with an adjustable strap and crisp stitched embroidery.',
    care: 'Spot clean only.',
  },
  {
    slug: 'socks',
    code: 'SCK',
    noun: 'Socks',
    basePrice: 16.99,
    material: 'Combed Cotton',
    thirdOption: 'Color',
    styles: [
      { name: 'Crew', delta: 0, size: 'S/M/L', sizeRun: 'socks' },
      { name: 'Kids Crew', delta: -2, size: 'S/M/L', sizeRun: 'socks' },
    ],
    printing: [{ name: 'Sublimated Print', delta: 0 }],
    colours: ['sage', 'red', 'sky', 'mustard'],
    blurb: 'Cushioned combed-cotton crew socks printed edge to edge with your photo or design.',
    care: 'Machine wash cold, tumble dry low.',
  },
  {
    slug: 'aprons',
    code: 'APR',
    noun: 'Apron',
    basePrice: 26.99,
    material: 'Canvas',
    thirdOption: 'Color',
    styles: [
      { name: 'Adult', delta: 0, size: 'One size' },
      { name: 'Kids', delta: -6, size: 'Kids' },
    ],
    printing: [
      { name: 'Printed', delta: 0 },
      { name: 'Embroidered', delta: 6 },
    ],
    colours: ['navy', 'natural', 'forest', 'red'],
    blurb: 'A sturdy cotton canvas apron with an adjustable neck strap, long ties and a front pocket.',
    care: 'Machine wash cold, line dry.',
  },
  {
    slug: 'ornaments',
    code: 'ORN',
    noun: 'Ornament',
    basePrice: 16.99,
    material: 'Ceramic',
    thirdOption: 'Color',
    styles: [
      { name: 'Round Bauble', delta: 0 },
      { name: 'Flat Disc', delta: -2, art: 'flat-disc-ornaments' },
      { name: 'Heart', delta: 1 },
    ],
    printing: sided,
    colours: ['red', 'white', 'forest', 'gold', 'navy'],
    blurb: 'A glazed porcelain keepsake ornament with a gold ribbon, gift-boxed and ready to hang.',
    care: 'Wipe clean with a soft cloth.',
  },
  {
    slug: 'signs',
    code: 'SGN',
    noun: 'Wood Sign',
    basePrice: 39.99,
    material: 'Wood',
    thirdOption: 'Material',
    styles: [
      { name: '12 × 8 in', delta: 0, size: '12 × 8 in' },
      { name: '18 × 12 in', delta: 12, size: '18 × 12 in' },
    ],
    printing: [
      { name: 'UV Printed', delta: 0 },
      { name: 'Laser Engraved', delta: 6 },
    ],
    colours: ['walnut', 'maple', 'white', 'charcoal'],
    blurb: 'A solid pine sign with a hand-rubbed finish and a jute rope hanger, made in our workshop.',
    care: 'For indoor use; dust with a dry cloth.',
  },
  {
    slug: 'doormats',
    code: 'MAT',
    noun: 'Doormat',
    basePrice: 34.99,
    material: 'Coir',
    thirdOption: 'Material',
    styles: [
      { name: 'Standard 18 × 30 in', delta: 0, size: '18 × 30 in' },
      { name: 'Large 24 × 36 in', delta: 10, size: '24 × 36 in' },
    ],
    printing: [{ name: 'Printed', delta: 0 }],
    colours: ['mustard', 'natural', 'charcoal'],
    blurb: 'Natural coconut-fibre coir with a non-slip vinyl backing that scrapes shoes clean.',
    care: 'Shake out or vacuum; keep under a covered porch.',
  },
  {
    slug: 'blankets',
    code: 'BLK',
    noun: 'Blanket',
    basePrice: 49.99,
    material: 'Sherpa Fleece',
    thirdOption: 'Material',
    styles: [
      { name: '50 × 60 in Throw', delta: 0, size: '50 × 60 in' },
      { name: '60 × 80 in Large', delta: 20, size: '60 × 80 in' },
    ],
    printing: [
      { name: 'Sublimated Print', delta: 0 },
      { name: 'Woven', delta: 25 },
    ],
    colours: ['walnut', 'sage', 'navy', 'blush'],
    blurb: 'A plush sherpa-backed throw printed in rich color, as soft on day one as after a hundred washes.',
    care: 'Machine wash cold on gentle, tumble dry low.',
  },
  {
    slug: 'pillows',
    code: 'PLW',
    noun: 'Throw Pillow',
    basePrice: 32.99,
    material: 'Linen Blend',
    thirdOption: 'Material',
    styles: [
      { name: '16 × 16 in', delta: 0, size: '16 × 16 in' },
      { name: '18 × 18 in', delta: 4, size: '18 × 18 in' },
    ],
    printing: sided,
    colours: ['blush', 'cream', 'mustard', 'sky'],
    blurb: 'A linen-look cover with a hidden zip and a plump insert, printed on one or both sides.',
    care: 'Remove the cover and machine wash cold.',
  },
  {
    slug: 'canvas-prints',
    code: 'CNV',
    noun: 'Canvas Print',
    basePrice: 54.99,
    material: 'Cotton Canvas',
    thirdOption: 'Material',
    styles: [
      { name: '12 × 16 in', delta: 0, size: '12 × 16 in' },
      { name: '16 × 20 in', delta: 15, size: '16 × 20 in' },
      { name: '24 × 36 in', delta: 45, size: '24 × 36 in' },
    ],
    printing: [
      { name: 'Gallery Wrap', delta: 0 },
      { name: 'Floating Frame', delta: 30 },
    ],
    colours: ['black', 'teal', 'cream'],
    blurb: 'Archival inks on artist-grade canvas, stretched over a pine frame and ready to hang.',
    care: 'Dust gently; keep out of direct sunlight.',
  },
  {
    slug: 'photo-frames',
    code: 'FRM',
    noun: 'Photo Frame',
    basePrice: 29.99,
    material: 'Wood',
    thirdOption: 'Material',
    styles: [
      { name: '4 × 6 in', delta: 0, size: '4 × 6 in' },
      { name: '5 × 7 in', delta: 5, size: '5 × 7 in' },
    ],
    printing: engraved,
    colours: ['teal', 'walnut', 'white', 'black'],
    blurb: 'A solid-wood frame with an engraved mat and glass front, with an easel back and wall hook.',
    care: 'Wipe with a dry cloth.',
  },
  {
    slug: 'candles',
    code: 'CND',
    noun: 'Candle',
    basePrice: 26.99,
    material: 'Soy Wax',
    thirdOption: 'Material',
    styles: [
      { name: '8 oz Jar', delta: 0, size: '8 oz' },
      { name: '12 oz Jar', delta: 6, size: '12 oz' },
    ],
    printing: [{ name: 'Printed Label', delta: 0 }],
    colours: ['lavender', 'cream', 'sage', 'coral'],
    blurb: 'Hand-poured soy wax with a cotton wick and around 50 hours of clean burn, in a reusable glass jar.',
    care: 'Trim the wick to 1/4 in before lighting.',
  },
  {
    slug: 'garden-flags',
    code: 'FLG',
    noun: 'Garden Flag',
    basePrice: 19.99,
    material: 'Polyester',
    thirdOption: 'Color',
    styles: [
      { name: '12 × 18 in', delta: 0, size: '12 × 18 in' },
      { name: '28 × 40 in House Flag', delta: 10, size: '28 × 40 in' },
    ],
    printing: sided,
    colours: ['sage', 'orange', 'navy', 'red'],
    blurb: 'Weather-resistant burlap-look polyester with fade-resistant printing, made for porch and garden.',
    care: 'Hand wash and line dry; stand sold separately.',
  },
  {
    slug: 'christmas-stockings',
    code: 'STK',
    noun: 'Christmas Stocking',
    basePrice: 29.99,
    material: 'Velvet',
    thirdOption: 'Material',
    styles: [
      { name: 'Classic 18 in', delta: 0, size: '18 in' },
      { name: 'Knit 20 in', delta: 6, size: '20 in' },
    ],
    printing: [
      { name: 'Embroidered Name', delta: 0 },
      { name: 'Printed', delta: -4 },
    ],
    colours: ['red', 'forest', 'navy', 'white'],
    blurb: 'A generously sized stocking with a faux-fur cuff and a sturdy hanging loop, personalized with a name.',
    care: 'Spot clean.',
  },
  {
    slug: 'festive-decor',
    code: 'DEC',
    noun: 'Holiday Wreath',
    basePrice: 44.99,
    material: 'Faux Evergreen',
    thirdOption: 'Color',
    styles: [
      { name: '18 in', delta: 0, size: '18 in' },
      { name: '24 in', delta: 15, size: '24 in' },
    ],
    printing: [
      { name: 'Printed Ribbon', delta: 0 },
      { name: 'Wood Name Plaque', delta: 8 },
    ],
    colours: ['forest', 'sage', 'white'],
    blurb: 'A lush faux-evergreen wreath with berries and a personalized plaque, made to come out year after year.',
    care: 'Store flat in its box after the season.',
  },
  {
    slug: 'cutting-boards',
    code: 'CTB',
    noun: 'Cutting Board',
    basePrice: 39.99,
    material: 'Wood',
    thirdOption: 'Material',
    styles: [
      { name: '11 × 17 in', delta: 0, size: '11 × 17 in' },
      { name: '9 × 12 in', delta: -8, size: '9 × 12 in' },
    ],
    printing: [{ name: 'Laser Engraved', delta: 0 }],
    colours: ['maple', 'walnut', 'natural'],
    blurb: 'A solid hardwood board, deeply laser engraved and finished with food-safe mineral oil.',
    care: 'Hand wash and oil now and then; do not soak.',
  },
  {
    slug: 'puzzles',
    code: 'PZL',
    noun: 'Jigsaw Puzzle',
    basePrice: 27.99,
    material: 'Cardboard',
    thirdOption: 'Color',
    styles: [
      { name: '252 Pieces', delta: 0 },
      { name: '500 Pieces', delta: 5 },
      { name: '1000 Pieces', delta: 10 },
    ],
    printing: [
      { name: 'Glossy', delta: 0 },
      { name: 'Matte', delta: 0 },
    ],
    colours: ['mustard', 'sky', 'coral'],
    blurb: 'Thick, snug-fitting pieces printed with your photo or design, boxed with a picture lid.',
    care: 'Keep dry.',
  },
  {
    slug: 'tote-bags',
    code: 'TOT',
    noun: 'Tote Bag',
    basePrice: 21.99,
    material: 'Canvas',
    thirdOption: 'Color',
    styles: [
      { name: 'Everyday Tote', delta: 0, size: '15 × 16 in' },
      { name: 'Zip Tote', delta: 6, size: '16 × 18 in' },
    ],
    printing: sided,
    colours: ['natural', 'navy', 'black', 'sage'],
    blurb: 'A heavyweight 12 oz cotton canvas tote with reinforced handles and an inside pocket.',
    care: 'Machine wash cold, line dry.',
  },
  {
    slug: 'keychains',
    code: 'KEY',
    noun: 'Keychain',
    basePrice: 14.99,
    material: 'Leather',
    thirdOption: 'Material',
    styles: [
      { name: 'Rectangle Tag', delta: 0 },
      { name: 'Round Tag', delta: 0, art: 'round-keychains' },
    ],
    printing: engraved,
    colours: ['walnut', 'silver', 'blush', 'black'],
    blurb: 'A pocket-sized tag on a split ring, engraved so it lasts through daily jangling.',
    care: 'Wipe clean.',
  },
  {
    slug: 'jewelry',
    code: 'JWL',
    noun: 'Necklace',
    basePrice: 34.99,
    material: 'Sterling Silver',
    thirdOption: 'Material',
    styles: [
      { name: '18 in Chain', delta: 0, size: '18 in' },
      { name: '20 in Chain', delta: 2, size: '20 in' },
    ],
    printing: [
      { name: 'Hand Stamped', delta: 0 },
      { name: 'Engraved', delta: 4 },
    ],
    colours: ['silver', 'gold', 'rose-gold'],
    blurb: 'A delicate disc pendant, hand-stamped or engraved, on a fine cable chain in a gift pouch.',
    care: 'Store dry; polish with a soft cloth.',
  },
  {
    slug: 'phone-cases',
    code: 'PHC',
    noun: 'Phone Case',
    basePrice: 24.99,
    material: 'Polycarbonate',
    thirdOption: 'Color',
    styles: [
      { name: 'Slim', delta: 0 },
      { name: 'Tough', delta: 6 },
    ],
    printing: [
      { name: 'Gloss', delta: 0 },
      { name: 'Matte', delta: 0 },
    ],
    colours: ['teal', 'blush', 'black', 'white'],
    blurb: 'A slim, shock-absorbing case with raised edges and a scratch-resistant print, for most current phones.',
    care: 'Wipe clean.',
  },
  {
    slug: 'notebooks',
    code: 'NTB',
    noun: 'Notebook',
    basePrice: 18.99,
    material: 'Linen Cover',
    thirdOption: 'Color',
    styles: [
      { name: 'A5 Lined', delta: 0, size: 'A5' },
      { name: 'A5 Dot Grid', delta: 0, size: 'A5' },
    ],
    printing: [
      { name: 'Foil Stamped', delta: 0 },
      { name: 'Printed', delta: -2 },
    ],
    colours: ['lavender', 'forest', 'burgundy', 'navy'],
    blurb: 'A lay-flat notebook with 192 pages of 100 gsm paper, a ribbon marker and an elastic closure.',
    care: 'Keep dry.',
  },
];

export const typeBySlug = new Map(PRODUCT_TYPES.map((t) => [t.slug, t]));
