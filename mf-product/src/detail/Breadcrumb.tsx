import styled from '@emotion/styled';
import { color, fontSize, ShopLink, space } from '@giftshop/shared';

// One line at every width: on a phone the product's name (the page's heading, just below) ends in an ellipsis
// instead of wrapping onto a second line that starts with the separator.
const Trail = styled.ol({
  display: 'flex',
  gap: space.sm,
  listStyle: 'none',
  margin: `0 0 ${space.lg}`,
  padding: 0,
  fontSize: fontSize.sm,
  color: color.inkMuted,
  li: { display: 'flex', gap: space.sm, flexShrink: 0 },
  'li:last-of-type': { flexShrink: 1, minWidth: 0 },
  'li + li::before': { content: '"/"', color: color.line },
  a: { color: color.inkMuted, textDecoration: 'none', '&:hover': { color: color.accent, textDecoration: 'underline' } },
  '[aria-current]': { color: color.ink, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** Home / Products / the product's name. */
export function Breadcrumb({ name }: { name: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <Trail>
        <li>
          <ShopLink to="/">Home</ShopLink>
        </li>
        <li>
          <ShopLink to="/products">Products</ShopLink>
        </li>
        <li>
          <span aria-current="page">{name}</span>
        </li>
      </Trail>
    </nav>
  );
}
