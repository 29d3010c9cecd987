import { PageContainer, type RemoteModules } from '@giftshop/shared';

/** The catalog remote's page entry. */
const Pages: RemoteModules['catalog/Pages'] = ({ page }) => (
  <PageContainer>
    <h1 data-remote="catalog">{page}</h1>
  </PageContainer>
);

export default Pages;
