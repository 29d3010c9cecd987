import { color, radius, space } from '@giftshop/shared';

/** A button drawn as underlined words (a line's Remove, a removed group's Undo), 44 px tall to tap, with its ring. */
export const textButton = {
  minHeight: 44,
  padding: `0 ${space.sm}`,
  border: 0,
  borderRadius: radius.sm,
  background: 'transparent',
  textDecoration: 'underline',
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 0 },
} as const;
