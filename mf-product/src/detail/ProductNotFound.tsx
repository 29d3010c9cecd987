import styled from '@emotion/styled';
import { ButtonLink, color, font, fontSize, PageContainer, space } from '@giftshop/shared';
import { usePageMetadata } from '../meta/usePageMetadata';

const Box = styled.section({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.md,
  padding: `${space.xxxl} ${space.lg}`,
  textAlign: 'center',
  h1: { fontFamily: font.display, fontSize: fontSize.xxl, margin: 0, color: color.ink },
  p: { margin: 0, color: color.inkMuted, maxWidth: '44ch', fontSize: fontSize.lg },
});

/** What a shopper sees for a product that is not (or no longer) in the shop. */
export function ProductNotFound() {
  usePageMetadata({ title: 'Product Not Found' });
  return (
    <PageContainer>
      <Box aria-labelledby="product-not-found">
        <h1 id="product-not-found">Product Not Found</h1>
        <p>The product you&apos;re looking for doesn&apos;t exist or has been removed.</p>
        <ButtonLink to="/products" variant="primary" size="lg">
          Back to Products
        </ButtonLink>
      </Box>
    </PageContainer>
  );
}
