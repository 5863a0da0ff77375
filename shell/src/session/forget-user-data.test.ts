import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'zustand/vanilla';
import { emptyUserState } from '@marketplace/contracts/wire';
import { mintsKeys, notificationsKeys, ratesKeys } from '@marketplace/contracts/http';
import { SIGNED_OUT, type SessionState } from '@marketplace/contracts/browser';
import { forgetUserDataOnUserChange } from './forget-user-data';

const signedIn = (id: string): SessionState => ({ token: `token-${id}`, expiresAt: null, user: { ...emptyUserState(), id } });

function pageOf(session: SessionState) {
  const store = createStore<SessionState>(() => session);
  const client = new QueryClient();
  client.setQueryData(ratesKeys.productUsd(), { price: 0.05 });
  client.setQueryData(mintsKeys.detail('mint-1'), { id: 'mint-1' });
  client.setQueryData(notificationsKeys.list({ page: 1 }), { records: [], total: 3, unread: 3 });
  const stop = forgetUserDataOnUserChange(client, store);
  return { store, client, stop };
}

describe('forgetUserDataOnUserChange', () => {
  it.each([
    ['signs out', SIGNED_OUT],
    ['is replaced by someone else', signedIn('user-2')],
  ])("drops the user's own data when the user %s, and keeps what anyone may see", (_what, next) => {
    const { store, client } = pageOf(signedIn('user-1'));

    store.setState(next, true);

    expect(client.getQueryData(mintsKeys.detail('mint-1'))).toBeUndefined();
    expect(client.getQueryData(notificationsKeys.list({ page: 1 }))).toBeUndefined();
    expect(client.getQueryData(ratesKeys.productUsd())).toEqual({ price: 0.05 });
  });

  it('keeps it through changes of the same user (a balance, a token refresh)', () => {
    const { store, client } = pageOf(signedIn('user-1'));

    store.setState(({ user }) => ({ token: 'token-refreshed', user: user && { ...user, balance: 10 } }));

    expect(client.getQueryData(mintsKeys.detail('mint-1'))).toEqual({ id: 'mint-1' });
  });

  it('stops watching', () => {
    const { store, client, stop } = pageOf(signedIn('user-1'));

    stop();
    store.setState(SIGNED_OUT, true);

    expect(client.getQueryData(mintsKeys.detail('mint-1'))).toEqual({ id: 'mint-1' });
  });
});
