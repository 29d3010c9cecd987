import styled from '@emotion/styled';
import { color, fontSize, radius, space } from '@giftshop/shared';

/** A row of option chips that wraps. */
export const OptionChips = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

/**
 * One choice as a calm pill around a native radio button (kept for the arrow
 * keys and screen readers, out of sight): the product's options and a review's rating.
 */
export const OptionChip = styled.label({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: 44,
  padding: `0 ${space.md}`,
  border: `1.5px solid ${color.line}`,
  borderRadius: radius.pill,
  background: color.surface,
  color: color.ink,
  fontSize: fontSize.sm,
  cursor: 'pointer',
  transition: 'border-color 120ms ease, background 120ms ease',
  '&:hover': { borderColor: color.inkMuted },
  '&:has(input[aria-invalid="true"])': { borderColor: color.danger },
  '&:has(input:checked)': { borderColor: color.accent, background: color.accentSoft, fontWeight: 600 },
  '&:has(input:focus-visible)': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
  input: { position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 },
});
