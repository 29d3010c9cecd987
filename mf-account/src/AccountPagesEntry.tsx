import type { RemoteModules } from '@giftshop/shared';
import { AddressBookPage } from './addresses/AddressBookPage';
import { RequireSignIn } from './guard/RequireSignIn';
import { GuestOrderPage } from './orders/GuestOrderPage';
import { OrderPage } from './orders/OrderPage';
import { OrdersPage } from './orders/OrdersPage';
import { AccountPart } from './page/AccountPart';
import { ProfilePage } from './profile/ProfilePage';

/**
 * The shopper's own pages' entry (`./AccountPages`, named by their routes): /profile, /addresses, /orders and an
 * order (signed in), and a guest's order by its link; without the sign-in page's code.
 */
const AccountPagesEntry: RemoteModules['account/AccountPages'] = ({ page, params }) => (
  <AccountPart>
    {page === 'guest-order' ? (
      <GuestOrderPage />
    ) : (
      <RequireSignIn>
        {(user) =>
          page === 'profile' ? (
            <ProfilePage user={user} />
          ) : page === 'addresses' ? (
            <AddressBookPage profileName={user.fullName} userId={user.id} />
          ) : page === 'orders' ? (
            <OrdersPage userId={user.id} />
          ) : (
            <OrderPage userId={user.id} orderNumber={params.orderNumber ?? ''} />
          )
        }
      </RequireSignIn>
    )}
  </AccountPart>
);

export default AccountPagesEntry;
