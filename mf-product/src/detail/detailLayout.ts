import styled from '@emotion/styled';
import { media, space } from '@giftshop/shared';

/** The detail page's two columns: imagery first (left, or on top on phones), then what to choose. */
export const DetailColumns = styled.div({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)',
  gap: space.xxl,
  alignItems: 'start',
  [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: space.lg },
});

export const InfoColumn = styled.div({ display: 'flex', flexDirection: 'column', gap: space.lg, minWidth: 0 });
