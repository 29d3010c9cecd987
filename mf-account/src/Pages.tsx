import { PageContainer, type RemoteModules } from '@giftshop/shared';

/** The account remote's page entry. */
const Pages: RemoteModules['account/Pages'] = ({ page }) => (
  <PageContainer>
    <h1 data-remote="account">{page}</h1>
  </PageContainer>
);

export default Pages;
