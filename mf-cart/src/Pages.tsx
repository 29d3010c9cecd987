import { PageContainer, type RemoteModules } from '@giftshop/shared';

/** The cart remote's page entry. */
const Pages: RemoteModules['cart/Pages'] = ({ page }) => (
  <PageContainer>
    <h1 data-remote="cart">{page}</h1>
  </PageContainer>
);

export default Pages;
