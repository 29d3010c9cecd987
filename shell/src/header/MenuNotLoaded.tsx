import styled from '@emotion/styled';
import { color, fontSize, layout, shadow, space, ShopLink } from '@giftshop/shared';

const Panel = styled.nav({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  zIndex: 40,
  // in line with the page's content, as the menus' own panels are
  padding: `${space.md} max(${layout.gutter}, calc((100% - ${layout.maxWidth}) / 2 + ${layout.gutter}))`,
  background: color.surface,
  borderTop: `1px solid ${color.line}`,
  boxShadow: shadow.raised,
  fontSize: fontSize.md,
  p: { margin: `0 0 ${space.sm}` },
  a: { fontWeight: 600, color: color.accent },
});

/**
 * A header menu whose code could not load (a network drop, a release that removed the old files): it says so
 * where its links would be and leaves a way on. The category links, the search and the footer still work.
 */
export function MenuNotLoaded({ id }: { id: string }) {
  return (
    <Panel id={id} aria-label="Menu">
      <p>The menu did not load. Check your connection and reload the page.</p>
      <ShopLink to="/products">See all products</ShopLink>
    </Panel>
  );
}
