import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createShopQueryClient, type RemoteModules } from '@giftshop/shared';
import { AddressBookPage } from './addresses/AddressBookPage';
import { AuthPage } from './auth/AuthPage';
import { RequireSignIn } from './guard/RequireSignIn';
import { GuestOrderPage } from './orders/GuestOrderPage';
import { OrderPage } from './orders/OrderPage';
import { OrdersPage } from './orders/OrdersPage';
import { ProfilePage } from './profile/ProfilePage';
import { ensureSessionOwner } from './session/startSession';
import { forgetOnUserChange } from './session/forgetOnUserChange';
import { bus } from './bus';

ensureSessionOwner({ early: true });

const queryClient = createShopQueryClient();
forgetOnUserChange(bus, queryClient);

/** The account remote's page entry: /auth, /profile, /addresses, /orders, /orders/:orderNumber and /orders/guest (#token). */
const Pages: RemoteModules['account/Pages'] = ({ page, params }) => {
  useEffect(() => ensureSessionOwner(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <div data-remote="account">
        {page === 'auth' ? (
          <AuthPage />
        ) : page === 'guest-order' ? (
          <GuestOrderPage />
        ) : (
          <RequireSignIn>
            {(user) =>
              page === 'profile' ? (
                <ProfilePage user={user} />
              ) : page === 'addresses' ? (
                <AddressBookPage profileName={user.fullName} />
              ) : page === 'orders' ? (
                <OrdersPage userId={user.id} />
              ) : (
                <OrderPage userId={user.id} orderNumber={params.orderNumber ?? ''} />
              )
            }
          </RequireSignIn>
        )}
      </div>
    </QueryClientProvider>
  );
};

export default Pages;
