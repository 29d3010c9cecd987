import type { ComponentProps } from 'react';
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { color, media, radius } from '../theme/tokens';

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

/** A fixed-size placeholder block: give it the size of what it stands for, so nothing jumps. */
const Block = styled.div<{ width?: string | number; height?: string | number; round?: boolean }>(
  ({ width = '100%', height = 16, round = false }) => ({
    width,
    height,
    borderRadius: round ? radius.pill : radius.sm,
    background: color.surfaceMuted,
    animation: `${shimmer} 1.4s ease-in-out infinite`,
    [media.reducedMotion]: { animation: 'none' },
  }),
);
export function Skeleton(props: ComponentProps<typeof Block>) {
  return <Block aria-hidden="true" {...props} />;
}
