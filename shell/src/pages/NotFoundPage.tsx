import styled from '@emotion/styled';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { color, font, PageContainer, ShopLink, space, usePageTitle } from '@giftshop/shared';

const Box = styled.div({
  textAlign: 'center',
  padding: `${space.xxxl} 0`,
  h1: { fontFamily: font.display, fontSize: 'clamp(2rem, 5vw, 3rem)', margin: `0 0 ${space.md}` },
  p: { color: color.inkMuted, margin: `0 0 ${space.lg}` },
  a: { color: color.accent, fontWeight: 700, display: 'inline-flex', alignItems: 'center', minHeight: 44 },
});

/** Any path the shop does not know: a friendly 404 that logs the path. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle('Page not found');
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <PageContainer>
      <Box>
        <h1>404</h1>
        <p>Oops! Page not found</p>
        <ShopLink to="/">Return to Home</ShopLink>
      </Box>
    </PageContainer>
  );
}
