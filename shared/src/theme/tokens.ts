/** The shop's one set of design tokens. Every remote styles itself from these, so the seams never show. */
export const color = {
  page: '#fffaf5',
  surface: '#ffffff',
  surfaceMuted: '#f7efe7',
  ink: '#2a211b',
  inkMuted: '#6a5b50',
  line: '#e9ded3',
  accent: '#a8432c',
  accentHover: '#8e3723',
  accentSoft: '#f8e3db',
  onAccent: '#ffffff',
  sale: '#b3261e',
  success: '#2e6b4f',
  successSoft: '#e3f1ea',
  danger: '#b3261e',
  dangerSoft: '#fbe4e2',
  star: '#c98a06',
  focus: '#1f5fbf',
} as const;

export const space = { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px', xxxl: '72px' } as const;

export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  display: '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Times New Roman", serif',
} as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  display: 'clamp(1.9rem, 4vw, 2.75rem)',
} as const;

export const shadow = {
  card: '0 1px 2px rgba(42, 33, 27, 0.06), 0 4px 16px rgba(42, 33, 27, 0.06)',
  raised: '0 12px 40px rgba(42, 33, 27, 0.18)',
} as const;

/** One breakpoint: below it the shop is laid out for phones. */
export const breakpoint = { mobile: 768 } as const;
export const media = {
  mobile: `@media (max-width: ${breakpoint.mobile - 1}px)`,
  desktop: `@media (min-width: ${breakpoint.mobile}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const layout = { maxWidth: '1240px', gutter: '20px' } as const;

export const theme = { color, space, radius, font, fontSize, shadow, breakpoint, media, layout } as const;
export type ShopTheme = typeof theme;
