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

/** A message about the whole form: an error (announced at once) or a confirmation. */
export function FormAlert({ tone = 'danger', children }: { tone?: 'danger' | 'success'; children: ReactNode }) {
  return (
    <Box tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
