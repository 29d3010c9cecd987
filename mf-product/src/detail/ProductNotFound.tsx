import styled from '@emotion/styled';
import { ButtonLink, color, font, fontSize, PageContainer, space } from '@giftshop/shared';
import { notFoundFacts } from '../meta/productPageFacts';
import { usePageMetadata } from '../meta/usePageMetadata';
import { shortened } from '../page/shortened';

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

/** A code as typed, for saying so: one line, at most 40 characters. */
const shown = (code: string) => {
  const flat = code.replace(/[\p{C}\s]+/gu, ' ').trim();
  return shortened(flat, 40);
};

/** What a shopper sees for a product that is not (or no longer) in the shop. `code`: the product code from the URL. */
export function ProductNotFound({ code }: { code?: string }) {
  usePageMetadata(notFoundFacts);
  const typed = code ? shown(code) : '';
  return (
    <PageContainer>
      <Box aria-labelledby="product-not-found">
        <h1 id="product-not-found">Product Not Found</h1>
        <p>
          {typed ? (
            <>
              No product in the shop has the code <q data-testid="not-found-code">{typed}</q>: it may have been removed,
              or the link may be mistyped.
            </>
          ) : (
            <>The product you&apos;re looking for doesn&apos;t exist or has been removed.</>
          )}
        </p>
        <ButtonLink to="/products" variant="primary" size="lg">
          Back to Products
        </ButtonLink>
      </Box>
    </PageContainer>
  );
}
