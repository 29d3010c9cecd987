import styled from '@emotion/styled';
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { color, fontSize, getShopConfig, mobileCategories, space } from '@giftshop/shared';
import { SearchBox } from './SearchBox';

const Panel = styled.nav({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  maxHeight: 'calc(100vh - 60px)',
  overflowY: 'auto',
  background: color.surface,
  borderTop: `1px solid ${color.line}`,
  boxShadow: '0 16px 32px rgba(42,33,27,0.16)',
  padding: space.md,
  zIndex: 40,
  ul: { listStyle: 'none', margin: `${space.md} 0 0`, padding: 0 },
  li: { borderBottom: `1px solid ${color.line}` },
  a: { display: 'block', padding: '12px 4px', fontSize: fontSize.md, fontWeight: 600, textDecoration: 'none' },
});
const Contact = styled(Link)({ color: color.accent });
const Phone = styled.a({ color: color.inkMuted, fontWeight: 400 });

/** Below 768 px: all 11 category links, search and contact, behind the menu toggle. */
export const MobileMenu = forwardRef<HTMLElement, { id: string; onNavigate: () => void }>(function MobileMenu(
  { id, onNavigate },
  ref,
) {
  const { phone } = getShopConfig();
  return (
    <Panel id={id} ref={ref} aria-label="Categories">
      <SearchBox onSearched={onNavigate} />
      <ul>
        {mobileCategories.map((link) => (
          <li key={link.slug}>
            <Link to={`/category/${link.slug}`} onClick={onNavigate}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <Contact to="/contact" onClick={onNavigate}>
            Contact Us
          </Contact>
        </li>
        <li>
          <Phone href={`tel:${phone.replace(/[^\d+]/g, '')}`}>Call us: {phone}</Phone>
        </li>
      </ul>
    </Panel>
  );
});
