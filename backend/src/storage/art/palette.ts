/** Product colours by key (the key appears in image paths). */
export const COLOURS: Record<string, string> = {
  white: '#f7f5f0',
  cream: '#efe3c8',
  natural: '#e4d3b2',
  black: '#2b2b2e',
  charcoal: '#4a4d52',
  heather: '#9ea3a8',
  navy: '#22385e',
  sky: '#8fb9dc',
  teal: '#2f7f7a',
  sage: '#9bb49a',
  forest: '#2f5a3c',
  olive: '#6f7440',
  mustard: '#d9a93c',
  coral: '#e9826b',
  red: '#b83a3a',
  burgundy: '#7a2436',
  blush: '#efc3c0',
  pink: '#e38aa9',
  lavender: '#b7a6d6',
  plum: '#6a3f6e',
  orange: '#e07b2e',
  walnut: '#7b5134',
  maple: '#d9b07c',
  gold: '#cfa84a',
  silver: '#bfc4c9',
  'rose-gold': '#d9a08b',
  clear: '#dfeef2',
  steel: '#9aa5ad',
};

/** Soft backgrounds, picked per image. */
export const BACKDROPS = ['#f6efe7', '#eef3ee', '#f3eef6', '#eef2f7', '#f8f1e4', '#f5ecec', '#edf4f3', '#f4f1ea'];

export const INK_DARK = '#2d2a32';
export const INK_LIGHT = '#fbf8f3';

function channel(hex: string, i: number): number {
  return parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
}

/** Mix a colour toward white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  const parts = [0, 1, 2].map((i) => Math.round(channel(hex, i) + (target - channel(hex, i)) * a));
  return '#' + parts.map((v) => v.toString(16).padStart(2, '0')).join('');
}

/** Readable ink on a given colour. */
export function inkOn(hex: string): string {
  const lum = 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2);
  return lum > 150 ? INK_DARK : INK_LIGHT;
}

/** A small deterministic hash for picking variations from a name. */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
