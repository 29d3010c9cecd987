import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createShopQueryClient, type RemoteModules } from '@giftshop/shared';
import { AuthPage } from './auth/AuthPage';
import { RequireSignIn } from './guard/RequireSignIn';
import { OrderPage } from './orders/OrderPage';
import { OrdersPage } from './orders/OrdersPage';
import { ProfilePage } from './profile/ProfilePage';
import { ensureSessionOwner } from './session/startSession';

ensureSessionOwner({ early: true });

const queryClient = createShopQueryClient();

/** The account remote's page entry: /auth, /profile, /orders and /orders/:orderNumber. */
const Pages: RemoteModules['account/Pages'] = ({ page, params }) => {
  useEffect(() => ensureSessionOwner(), []);
  const [client] = useState(() => queryClient);
  return (
    <QueryClientProvider client={client}>
      <div data-remote="account">
        {page === 'auth' ? (
          <AuthPage />
        ) : (
          <RequireSignIn>
            {(user) =>
              page === 'profile' ? (
                <ProfilePage user={user} />
              ) : page === 'orders' ? (
                <OrdersPage key={user.id} />
              ) : (
                <OrderPage key={user.id} orderNumber={params.orderNumber ?? ''} />
              )
            }
          </RequireSignIn>
        )}
      </div>
    </QueryClientProvider>
  );
};

export default Pages;
