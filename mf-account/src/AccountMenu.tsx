import type { RemoteModules } from '@giftshop/shared';

/** The header's account menu. */
const AccountMenu: RemoteModules['account/AccountMenu'] = () => <a href="/auth" data-remote="account">Account</a>;

export default AccountMenu;
