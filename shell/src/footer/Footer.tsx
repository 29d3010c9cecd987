import styled from '@emotion/styled';
import { color, font, fontSize, getShopConfig, layout, media, space, ShopLink } from '@giftshop/shared';
import { holidayHub, primaryCategories } from '@giftshop/shared/domain';
import { freeShippingTerms } from '@giftshop/shared/domain';

const Foot = styled.footer({ background: color.ink, color: '#efe7df', marginTop: space.xxl });
const Inner = styled.div({
  maxWidth: layout.maxWidth,
  margin: '0 auto',
  padding: `${space.xxl} ${layout.gutter} ${space.xl}`,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: space.xl,
  h2: { fontFamily: font.display, color: '#fff', fontSize: fontSize.lg, margin: `0 0 ${space.md}` },
  ul: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6, [media.mobile]: { gap: 0 } },
  a: {
    color: '#efe7df',
    textDecoration: 'none',
    '&:hover': { color: '#fff', textDecoration: 'underline' },
    // a phone's thumb: each link a 44 px row
    [media.mobile]: { display: 'inline-flex', alignItems: 'center', minHeight: 44 },
  },
  p: { margin: '0 0 6px', fontSize: fontSize.sm },
  address: { fontStyle: 'normal', fontSize: fontSize.sm, lineHeight: 1.6 },
});
const Legal = styled.div({
  borderTop: '1px solid rgba(255,255,255,0.12)',
  textAlign: 'center',
  padding: space.md,
  fontSize: fontSize.xs,
  color: '#bfb3a8',
});

/** Contact details (from config), the main categories and the shop's promises. */
export function Footer() {
  const { brandName, phone, email, address, returnsDays } = getShopConfig();
  return (
    <Foot>
      <Inner>
        <div>
          <h2>{brandName}</h2>
          <p>Personalized gifts for the people you love, and for schools, teams and organizations.</p>
          <p>
            Free personalization · Free shipping {freeShippingTerms()} · {returnsDays}-day returns
          </p>
        </div>
        <nav aria-label="Shop by category">
          <h2>Shop</h2>
          <ul>
            <li>
              <ShopLink to="/products">All products</ShopLink>
            </li>
            {[...primaryCategories.slice(0, 4), ...holidayHub.slice(1, 3)].map((link) => (
              <li key={link.slug}>
                <ShopLink to={`/category/${link.slug}`}>{link.label}</ShopLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>Get in touch</h2>
          <ul>
            <li>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </li>
            <li>
              <a href={`mailto:${email}`}>{email}</a>
            </li>
            <li>
              <ShopLink to="/contact">Contact Us</ShopLink>
            </li>
          </ul>
        </div>
        <div>
          <h2>Visit our studio</h2>
          <address>
            {brandName}
            <br />
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
            <br />
            {address.country}
          </address>
        </div>
      </Inner>
      <Legal>
        © {new Date().getFullYear()} {brandName}. Made with care.
      </Legal>
    </Foot>
  );
}
