/** Colour names the catalogue uses, as CSS colours for swatches and the live preview. */
const namedColors: Record<string, string> = {
  black: '#1d1d1f',
  white: '#ffffff',
  ivory: '#fbf6ea',
  cream: '#f5ecd7',
  natural: '#efe4cf',
  grey: '#8a8d91',
  gray: '#8a8d91',
  charcoal: '#3b3f45',
  silver: '#c0c4c8',
  gold: '#b8892b',
  'rose gold': '#c98f7e',
  copper: '#b06a3b',
  brown: '#7a5236',
  tan: '#c8a27a',
  red: '#c0392b',
  crimson: '#a51c30',
  burgundy: '#7b1e2b',
  maroon: '#6d1a24',
  pink: '#e58fa8',
  blush: '#efc3c3',
  orange: '#d9772b',
  yellow: '#e8c547',
  mustard: '#c9a227',
  green: '#2e7d4f',
  forest: '#24553a',
  'forest green': '#24553a',
  sage: '#9caf88',
  mint: '#a8dcc4',
  teal: '#1f7a7a',
  blue: '#2f5fa8',
  'royal blue': '#2747a8',
  'light blue': '#9cc3e6',
  'sky blue': '#8ec5ea',
  navy: '#1f2f56',
  purple: '#6a3d8f',
  lavender: '#b9a6d9',
  coral: '#e9765b',
  sky: '#8ec5ea',
  clear: '#eef3f5',
  maple: '#c8955c',
  heather: '#9a9ca3',
  slate: '#5b6770',
  oak: '#c49a6c',
  walnut: '#6b4a32',
  rose: '#d8899a',
};

/** A CSS colour for a colour name or hex value, or null when it is not a colour we know. */
export function colorCss(name: string | null | undefined): string | null {
  if (!name) return null;
  const value = name.trim();
  if (/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)) return value;
  const key = value.toLowerCase().replace(/\s+/g, ' ');
  return namedColors[key] ?? namedColors[key.split(' ').pop() ?? ''] ?? null;
}

/** Relative luminance (WCAG) of a #rgb or #rrggbb colour; null for anything else. */
export function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The halo drawn around preview text so any ink reads on any product: dark around light inks, light around dark. */
export function outlineFor(fill: string): string {
  const value = luminance(fill);
  return value !== null && value > 0.5 ? 'rgba(42, 33, 27, 0.55)' : 'rgba(255, 255, 255, 0.85)';
}

/** The plate behind preview text: light behind dark inks, dark behind light ones. */
export function plateFor(fill: string): string {
  const value = luminance(fill);
  return value !== null && value > 0.5 ? 'rgba(42, 33, 27, 0.94)' : 'rgba(255, 255, 255, 0.95)';
}
