import { PageContainer, Skeleton, space, VisuallyHidden } from '@giftshop/shared';
import { DetailColumns, InfoColumn } from './detailLayout';

/** The page's shape while the product loads, so nothing jumps when it arrives. */
export function DetailSkeleton() {
  return (
    <PageContainer aria-busy="true">
      <VisuallyHidden role="status">Loading product…</VisuallyHidden>
      <Skeleton width={220} height={14} css={{ marginBottom: space.lg }} />
      <DetailColumns>
        <div>
          <Skeleton height="auto" css={{ aspectRatio: '1 / 1' }} />
          <div css={{ display: 'flex', gap: space.sm, marginTop: space.md }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} width={72} height={72} />
            ))}
          </div>
        </div>
        <InfoColumn>
          <Skeleton width="80%" height={36} />
          <Skeleton width={160} height={18} />
          <Skeleton width={120} height={30} />
          <Skeleton height={80} />
          <Skeleton height={80} />
          <Skeleton height={52} round />
        </InfoColumn>
      </DetailColumns>
    </PageContainer>
  );
}
