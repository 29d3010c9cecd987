import styled from '@emotion/styled';
import { PageContainer, Skeleton, space } from '@giftshop/shared';

const Grid = styled.div({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: space.lg,
  marginTop: space.lg,
});

/** What a page slot shows while its remote loads: the shape of a page, so nothing jumps. */
export function PageSkeleton() {
  return (
    <PageContainer aria-busy="true" aria-label="Loading">
      <Skeleton width="40%" height={36} />
      <Grid>
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i}>
            <Skeleton height={260} />
            <Skeleton width="80%" height={18} style={{ marginTop: 12 }} />
            <Skeleton width="30%" height={18} style={{ marginTop: 8 }} />
          </div>
        ))}
      </Grid>
    </PageContainer>
  );
}
