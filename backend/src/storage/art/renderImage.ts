import { drawMotif, MOTIFS } from './motifs';
import { BACKDROPS, COLOURS, hashOf, inkOn, shade } from './palette';
import { SHAPES, type PrintArea, type Tones } from './shapes';

const SAMPLE_NAMES = [
  'Emma',
  'Noah',
  'Olivia',
  'Liam',
  'Ava',
  'Mia',
  'Leo',
  'Grace',
  'Ruby',
  'Theo',
  'Nana',
  'Mom',
  'Dad',
  'Coach K',
  'The Parkers',
  'Rosie',
  'Max',
  'Ella',
  'Sam & Jo',
  'Hazel',
];
const FONT = `font-family="Georgia, 'Times New Roman', serif"`;

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sampleName(seed: string): string {
  return SAMPLE_NAMES[hashOf(seed) % SAMPLE_NAMES.length]!;
}

function tonesOf(hex: string): Tones {
  return { base: hex, dark: shade(hex, -0.28), light: shade(hex, 0.45) };
}

/**
 * What the lower part of the printable area carries: a sample name, nothing
 * (left clear for the shopper's own text, which the product page draws there),
 * or no lower part at all (the motif fills the area).
 */
type Lettering = 'sample-name' | 'clear' | 'none';

const motifSizeIn = (area: PrintArea, lettering: Lettering) =>
  Math.min(area.w, area.h * (lettering === 'none' ? 0.8 : 0.62));

/** The second angle (image 2): the product turned a little and drawn at 86 %, about the centre. */
const SECOND_ANGLE = { rotate: -7, scale: 0.86 };

/**
 * Where the shopper's text goes on image `n` of a product type, in the
 * image's 600 × 600 units: the part of the print area below the motif that
 * the colour photos (images 1 and 2) leave clear. The seed stores it with
 * each colour photo, so the product page sets the live preview there.
 */
export function textArea(type: string, n: number): { x: number; y: number; w: number; h: number } | null {
  const draw = SHAPES[type];
  if (!draw || (n !== 1 && n !== 2)) return null;
  const area = draw(tonesOf('#888888')).print;
  const motifSize = motifSizeIn(area, 'clear');
  const box = { x: area.x, y: area.y + motifSize, w: area.w, h: area.h - motifSize };
  if (n === 1) return box;
  const k = SECOND_ANGLE.scale;
  return { x: 300 + (box.x - 300) * k, y: 300 + (box.y - 300) * k, w: box.w * k, h: box.h * k };
}

/** Motif above, and below it a sample name or room for the shopper's text, inside the printable area. */
function printed(area: PrintArea, motif: string, name: string, colour: string, lettering: Lettering): string {
  const ink = inkOn(colour);
  const accent = ink === '#2d2a32' ? '#c0573e' : '#f2c14e';
  const motifSize = motifSizeIn(area, lettering);
  const mx = area.x + (area.w - motifSize) / 2;
  let out = drawMotif(motif, ink, accent, mx, area.y, motifSize);
  if (lettering === 'sample-name') {
    const fontSize = Math.max(12, Math.min(area.h * 0.2, (area.w / Math.max(name.length, 3)) * 1.6));
    out += `<text x="${area.x + area.w / 2}" y="${area.y + area.h - fontSize * 0.25}" text-anchor="middle" font-size="${fontSize.toFixed(1)}" ${FONT} font-style="italic" fill="${ink}">${escapeXml(name)}</text>`;
  }
  return out;
}

function giftBox(x: number, y: number, colour: string): string {
  return (
    `<rect x="${x}" y="${y + 20}" width="90" height="70" rx="6" fill="${colour}"/><rect x="${x - 6}" y="${y}" width="102" height="26" rx="5" fill="${shade(colour, -0.2)}"/>` +
    `<rect x="${x + 38}" y="${y}" width="14" height="90" fill="#f2c14e"/>`
  );
}

function plant(x: number, y: number): string {
  return (
    `<path d="M${x} ${y} C${x - 30} ${y - 60} ${x - 10} ${y - 90} ${x} ${y - 100} C${x + 10} ${y - 90} ${x + 30} ${y - 60} ${x} ${y}Z" fill="#7fa37a"/>` +
    `<path d="M${x} ${y} C${x - 50} ${y - 30} ${x - 60} ${y - 60} ${x - 50} ${y - 70} C${x - 30} ${y - 50} ${x - 10} ${y - 30} ${x} ${y}Z" fill="#93b88d"/>` +
    `<path d="M${x - 30} ${y} H${x + 30} L${x + 22} ${y + 50} H${x - 22}Z" fill="#c98b63"/>`
  );
}

/**
 * Image `n` (1–4) of a product: 1 the product, 2 a second angle, 3 on a
 * table with props, 4 a close-up of the print. Pure function of its inputs.
 * Images 1 and 2 are the product in a colour: the product page draws the
 * shopper's own text over them, so they carry no sample name (its place is
 * left clear); the table and close-up shots show one as an example.
 */
export function renderProductImage(
  type: string,
  colourKey: string,
  motif: string,
  seed: string,
  n: number,
): string | null {
  const draw = SHAPES[type];
  const colour = COLOURS[colourKey];
  if (!draw || !colour || !MOTIFS[motif] || n < 1 || n > 4) return null;
  const h = hashOf(seed);
  const backdrop = BACKDROPS[(h + n) % BACKDROPS.length]!;
  const shape = draw(tonesOf(colour));
  const name = sampleName(seed);
  const lettering: Lettering = n <= 2 ? 'clear' : n === 4 || h % 2 === 0 ? 'sample-name' : 'none';
  const art = shape.body + printed(shape.print, motif, name, colour, lettering);
  let scene: string;
  if (n === 1) scene = art;
  else if (n === 2) {
    const dots = Array.from(
      { length: 9 },
      (_, i) =>
        `<circle cx="${((h >> i) % 560) + 20}" cy="${(((h >> (i + 3)) * 7) % 560) + 20}" r="${6 + (i % 3) * 3}" fill="${shade(backdrop, -0.08)}"/>`,
    ).join('');
    scene =
      dots +
      `<g transform="translate(300 300) rotate(${SECOND_ANGLE.rotate}) scale(${SECOND_ANGLE.scale}) translate(-300 -300)">${art}</g>`;
  } else if (n === 3) {
    scene =
      `<rect x="0" y="430" width="600" height="170" fill="#d8b48a"/><rect x="0" y="430" width="600" height="10" fill="#c49a6c"/>` +
      plant(500, 440) +
      giftBox(60, 350, shade(colour === COLOURS.white ? '#c0573e' : colour, 0.25)) +
      `<g transform="translate(140 95) scale(0.62)">${art}</g>`;
  } else {
    const p = shape.print;
    const scale = Math.min(2.2, 460 / Math.max(p.w, p.h));
    const cx = p.x + p.w / 2;
    const cy = p.y + p.h / 2;
    scene = `<g transform="translate(300 300) scale(${scale.toFixed(3)}) translate(${-cx} ${-cy})">${art}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600"><rect width="600" height="600" fill="${backdrop}"/>${scene}</svg>`;
}

/** A design swatch: its motif as a pattern, or a framed lettering sample for text designs. */
export function renderDesignImage(style: string, colourKey: string, seed: string): string | null {
  const colour = COLOURS[colourKey];
  if (!colour) return null;
  const ink = inkOn(colour);
  const accent = ink === '#2d2a32' ? '#c0573e' : '#f2c14e';
  const name = sampleName(seed);
  let inner: string;
  if (style === 'plaid') {
    const dark = shade(colour, -0.35);
    inner = [0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<rect x="${i * 100 + 20}" y="0" width="44" height="400" fill="${dark}" opacity="0.45"/><rect x="0" y="${i * 100 + 20}" width="400" height="44" fill="${dark}" opacity="0.45"/>`,
      )
      .join('');
  } else if (style === 'script' || style === 'message' || style === 'established') {
    const text =
      style === 'established' ? `The ${name.replace(/^The /, '')}` : style === 'message' ? 'Made with love' : name;
    inner =
      `<rect x="40" y="40" width="320" height="320" rx="16" fill="none" stroke="${ink}" stroke-width="4"/>` +
      `<text x="200" y="${style === 'established' ? 200 : 215}" text-anchor="middle" font-size="${text.length > 10 ? 38 : 56}" ${FONT} font-style="italic" fill="${ink}">${escapeXml(text)}</text>` +
      (style === 'established'
        ? `<text x="200" y="262" text-anchor="middle" font-size="26" ${FONT} letter-spacing="4" fill="${accent}">EST. 2015</text>`
        : '');
  } else {
    if (!MOTIFS[style]) return null;
    inner = [0, 1, 2, 3]
      .flatMap((r) =>
        [0, 1, 2, 3].map((c) =>
          drawMotif(style, (r + c) % 2 ? ink : accent, (r + c) % 2 ? accent : ink, c * 100 + 14, r * 100 + 14, 72),
        ),
      )
      .join('');
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><rect width="400" height="400" fill="${colour}"/>${inner}</svg>`;
}
