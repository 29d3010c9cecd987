import styled from '@emotion/styled';
import { useLocation } from 'react-router-dom';
import {
  color,
  font,
  fontSize,
  getShopConfig,
  PageContainer,
  radius,
  shadow,
  space,
  usePageTitle,
} from '@giftshop/shared';
import { CartInquiry } from './CartInquiry';
import { CART_TOPIC } from './shellPages';

const Grid = styled.div({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: space.lg,
  marginTop: space.xl,
});
const Card = styled.section({
  background: color.surface,
  border: `1px solid ${color.line}`,
  borderRadius: radius.lg,
  boxShadow: shadow.card,
  padding: space.lg,
  h2: { fontSize: fontSize.lg, margin: `0 0 ${space.sm}` },
  p: { margin: 0, color: color.inkMuted },
  a: {
    color: color.accent,
    fontWeight: 700,
    fontSize: fontSize.lg,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  },
  address: { fontStyle: 'normal', lineHeight: 1.6 },
});
const Intro = styled.p({ color: color.inkMuted, maxWidth: '60ch', fontSize: fontSize.lg, margin: 0 });
const Inquiry = styled.p({
  marginTop: space.lg,
  padding: space.md,
  borderRadius: radius.md,
  background: color.accentSoft,
  color: color.ink,
});
const Title = styled.h1({ fontFamily: font.display, fontSize: fontSize.display, margin: `${space.lg} 0 ${space.sm}` });

/** Contact information: e-mail, phone and studio address, all from config. */
export function ContactPage() {
  const { phone, email, address, brandName } = getShopConfig();
  usePageTitle('Contact Us');
  const params = new URLSearchParams(useLocation().search);
  const product = params.get('product')?.slice(0, 120);
  const subject = product ? `?subject=${encodeURIComponent(`Question about ${product}`)}` : '';
  return (
    <PageContainer>
      <Title>Contact Us</Title>
      <Intro>
        Questions about an order, a design, or gifts for your school, team or organization? We answer every message
        within one business day.
      </Intro>
      {params.get('about') === CART_TOPIC && <CartInquiry />}
      {product && (
        <Inquiry>
          You're asking about <strong>{product}</strong>. Mention it in your e-mail and we'll reply with details.
        </Inquiry>
      )}
      <Grid>
        <Card>
          <h2>E-mail</h2>
          <a href={`mailto:${email}${subject}`}>{email}</a>
          <p>Best for design questions and bulk orders.</p>
        </Card>
        <Card>
          <h2>Phone</h2>
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          <p>Monday to Friday, 9 am – 5 pm Pacific.</p>
        </Card>
        <Card>
          <h2>Studio</h2>
          <address>
            {brandName}
            <br />
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
        </Card>
      </Grid>
    </PageContainer>
  );
}
