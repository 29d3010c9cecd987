import { PageContainer, type RemoteModules } from '@giftshop/shared';

/** The product remote's page entry. */
const Pages: RemoteModules['product/Pages'] = ({ page }) => (
  <PageContainer>
    <h1 data-remote="product">{page}</h1>
  </PageContainer>
);

export default Pages;
