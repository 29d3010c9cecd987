import { describe, expect, it } from 'vitest';
import { createBus, createShopQueryClient } from '@giftshop/shared';
import { forgetOnUserChange } from './forgetOnUserChange';

const user = (id: string) => ({
  status: 'signed-in' as const,
  user: { id, email: `${id}@example.com`, displayName: id },
});

describe('forgetOnUserChange', () => {
  it('empties the cache when the user signs out or another signs in, and keeps it while the user stays', () => {
    const hub = createBus();
    const owner = hub.connect('account-owner', hub.contractVersion);
    const client = createShopQueryClient();
    const stop = forgetOnUserChange(hub.connect('account', hub.contractVersion), client);

    owner.publish('session:state', { status: 'loading', user: null });
    owner.publish('session:state', user('ada'));
    client.setQueryData(['account', 'ada', 'orders'], ['KL-1']);
    owner.publish('session:state', { ...user('ada'), user: { ...user('ada').user, displayName: 'Ada L' } });
    expect(client.getQueryData(['account', 'ada', 'orders'])).toEqual(['KL-1']);

    owner.publish('session:state', { status: 'signed-out', user: null });
    expect(client.getQueryData(['account', 'ada', 'orders'])).toBeUndefined();

    client.setQueryData(['account', 'x'], 1);
    owner.publish('session:state', user('grace'));
    expect(client.getQueryData(['account', 'x'])).toBeUndefined();
    stop();
  });
});
