import styled from '@emotion/styled';
import { ButtonLink, color, font, fontSize, space } from '@giftshop/shared';
import { BagIcon } from '../button/BagIcon';

const Box = styled.div({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.md,
  padding: `${space.xxl} ${space.lg}`,
  textAlign: 'center',
  h3: { margin: 0, fontFamily: font.display, fontSize: fontSize.xl, color: color.ink },
  p: { margin: 0, color: color.inkMuted, maxWidth: '30ch' },
});
const Circle = styled.span({
  display: 'grid',
  placeItems: 'center',
  width: 72,
  height: 72,
  borderRadius: '50%',
  background: color.accentSoft,
  color: color.accent,
});

/** What an empty cart says (spec section 2). */
export function EmptyCart({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Box>
      <Circle aria-hidden="true">
        <BagIcon size={32} />
      </Circle>
      <h3>Your cart is empty</h3>
      <p>Add some personalized gifts to get started!</p>
      <ButtonLink to="/products" onClick={onNavigate}>
        Start Shopping
      </ButtonLink>
    </Box>
  );
}
