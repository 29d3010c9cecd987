import styled from '@emotion/styled';
import { Button, ButtonLink, color, font, fontSize, radius, space } from '@giftshop/shared';

const Box = styled.div({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.md,
  padding: `${space.xxl} ${space.lg}`,
  textAlign: 'center',
  background: color.surface,
  border: `1px dashed ${color.line}`,
  borderRadius: radius.lg,
  h2: { fontFamily: font.display, fontSize: fontSize.xl, margin: 0 },
  p: { margin: 0, color: color.inkMuted, maxWidth: '46ch' },
});

/** No products match: say so, and offer a way out that really does something. */
export function EmptyResult({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  return (
    <Box data-testid="empty-result">
      <h2>No products found</h2>
      <p>Try adjusting your search criteria or check back later for new products.</p>
      {filtered ? (
        <Button variant="primary" onClick={onClear}>
          Clear Filters
        </Button>
      ) : (
        <ButtonLink to="/products" variant="secondary">
          Browse all products
        </ButtonLink>
      )}
    </Box>
  );
}
