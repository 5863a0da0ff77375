import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'zustand/vanilla';
import { emptyUserState } from '@marketplace/contracts/wire';
import { mintsKeys, notificationsKeys, ratesKeys } from '@marketplace/contracts/http';
import { addToCart, cartStore, emptyCart, SIGNED_OUT, type SessionState } from '@marketplace/contracts/browser';
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

  const line = {
    listingId: '6f1c8f0e-1d1a-4d55-9a57-3b1f1f7c0a01',
    kind: 'STORE' as const,
    merchantId: 'diamond-dreams',
    collectibleId: '6f1c8f0e-1d1a-4d55-9a57-3b1f1f7c0a02',
    setId: 'dd-ruby',
    name: 'Ruby',
    rarity: 'rare' as const,
    imageUrl: '/api/collectible-images/dd-ruby.svg',
    price: '12.5',
  };

  afterEach(() => emptyCart());

  it('empties the cart of a person who signs out', () => {
    const { store } = pageOf(signedIn('user-1'));
    addToCart(line);

    store.setState(SIGNED_OUT, true);

    expect(cartStore.getState().lines).toEqual([]);
  });

  it("keeps a visitor's cart when they sign in, so checking out comes back to it", () => {
    const { store } = pageOf(SIGNED_OUT);
    addToCart(line);

    store.setState(signedIn('user-1'), true);

    expect(cartStore.getState().lines).toEqual([line]);
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
