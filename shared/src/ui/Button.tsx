import styled from '@emotion/styled';
import { color, font, fontSize, radius, space } from '../theme/tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const padding: Record<ButtonSize, string> = { sm: `6px ${space.md}`, md: `10px 20px`, lg: `14px 28px` };
const textSize: Record<ButtonSize, string> = { sm: fontSize.sm, md: fontSize.md, lg: fontSize.lg };

/** The shop's button. Also used for links that look like buttons (`as="a"`). */
export const Button = styled('button', {
  shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'size' && prop !== 'block',
})<{ variant?: ButtonVariant; size?: ButtonSize; block?: boolean }>(
  ({ variant = 'primary', size = 'md', block = false }) => ({
    display: block ? 'flex' : 'inline-flex',
    width: block ? '100%' : undefined,
    alignItems: 'center',
    justifyContent: 'center',
    gap: space.sm,
    padding: padding[size],
    minHeight: size === 'sm' ? 36 : 44,
    fontFamily: font.body,
    fontSize: textSize[size],
    fontWeight: 600,
    lineHeight: 1.2,
    textDecoration: 'none',
    borderRadius: radius.pill,
    border: `1.5px solid ${variant === 'secondary' ? color.ink : 'transparent'}`,
    background: variant === 'primary' ? color.accent : 'transparent',
    color: variant === 'primary' ? color.onAccent : color.ink,
    cursor: 'pointer',
    transition: 'background 120ms ease, color 120ms ease, border-color 120ms ease',
    '&:hover:not(:disabled):not([aria-disabled="true"])': {
      background: variant === 'primary' ? color.accentHover : variant === 'secondary' ? color.ink : color.surfaceMuted,
      color: variant === 'secondary' ? color.surface : variant === 'primary' ? color.onAccent : color.ink,
    },
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  }),
);
