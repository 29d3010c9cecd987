import styled from '@emotion/styled';
import { ButtonLink, color, font, fontSize, space } from '@giftshop/shared';
import { categoryNotFoundTitle } from '../page/pageText';

const Box = styled.div({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.md,
  padding: `${space.xxxl} ${space.lg}`,
  textAlign: 'center',
  h1: { fontFamily: font.display, fontSize: fontSize.display, margin: 0, color: color.ink },
  p: { margin: 0, color: color.inkMuted, maxWidth: '46ch' },
});

/** An unknown category slug: say so, and go home. */
export function CategoryNotFound() {
  return (
    <Box>
      <h1>{categoryNotFoundTitle}</h1>
      <p>We couldn't find that category. It may have moved, or the link may be mistyped.</p>
      <ButtonLink to="/" variant="primary">
        Back to Home
      </ButtonLink>
    </Box>
  );
}
