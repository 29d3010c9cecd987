import styled from '@emotion/styled';
import { layout, space } from '../theme/tokens';

/** The page's content column, the same width in every remote. */
export const PageContainer = styled.div({
  maxWidth: layout.maxWidth,
  margin: '0 auto',
  padding: `${space.lg} ${layout.gutter} ${space.xxl}`,
});
