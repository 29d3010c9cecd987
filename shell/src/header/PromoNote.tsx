import styled from '@emotion/styled';
import { color, radius } from '@giftshop/shared';

/** A category link's promo note ("30% Off"), beside the link in the More menu and the phone menu. */
export const PromoNote = styled.span({
  fontSize: 11,
  fontWeight: 700,
  color: color.sale,
  background: color.dangerSoft,
  borderRadius: radius.pill,
  padding: '1px 7px',
});
