import type { RemoteModules } from '@giftshop/shared';
import { AuthPage } from './auth/AuthPage';
import { AccountPart } from './page/AccountPart';

/** The sign-in page's own entry (`./AuthPage`, named by its route): /auth without the shopper's own pages. */
const AuthPageEntry: RemoteModules['account/AuthPage'] = () => (
  <AccountPart>
    <AuthPage />
  </AccountPart>
);

export default AuthPageEntry;
