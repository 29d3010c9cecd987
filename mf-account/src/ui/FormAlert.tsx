import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, fontSize, radius, space } from '@giftshop/shared';

const Box = styled.div<{ tone: 'danger' | 'success' }>(({ tone }) => ({
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  fontSize: fontSize.sm,
  lineHeight: 1.5,
  color: tone === 'danger' ? color.danger : color.success,
  background: tone === 'danger' ? color.dangerSoft : color.successSoft,
  border: `1px solid ${tone === 'danger' ? color.danger : color.success}`,
}));
const Title = styled.strong({ display: 'block' });

/**
 * A message about the whole form: an error (announced at once) or a confirmation.
 * `title` says what failed ("Sign in failed"), above what to do about it.
 */
export function FormAlert({
  tone = 'danger',
  title,
  children,
}: {
  tone?: 'danger' | 'success';
  title?: string;
  children: ReactNode;
}) {
  return (
    <Box tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      {title && <Title>{title}</Title>}
      {children}
    </Box>
  );
}
