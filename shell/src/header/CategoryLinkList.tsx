import styled from '@emotion/styled';
import { color, radius, ShopLink } from '@giftshop/shared';
import { type CategoryLink } from '@giftshop/shared/domain';

/** A category link's promo note ("30% Off"), beside the link. */
const PromoNote = styled.span({
  fontSize: 11,
  fontWeight: 700,
  color: color.sale,
  background: color.dangerSoft,
  borderRadius: radius.pill,
  padding: '1px 7px',
});

/** A column of the More menu's category links with their promo notes: in the More menu and the phone menu. */
export function CategoryLinkList({ links, onNavigate }: { links: CategoryLink[]; onNavigate: () => void }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.slug + link.label}>
          <ShopLink to={`/category/${link.slug}`} onClick={onNavigate}>
            {link.label}
            {link.note && <PromoNote>{link.note}</PromoNote>}
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}
