import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { createStore } from 'zustand/vanilla';
import { emptyUserState } from '@marketplace/contracts/wire';
import { SIGNED_OUT, type SessionState } from '@marketplace/contracts/browser';
import type { MarketplaceApi } from '../resources/marketplace-api';
import { showBalanceMutation } from './user-settings-queries';
import { usersKeys } from './users-queries';
import { sessionUserAccessOver } from '@marketplace/contracts/testing';

function storeWith(showBalance: boolean) {
  return createStore<SessionState>(() => ({ token: 't', expiresAt: null, user: { ...emptyUserState(), id: 'u1', showBalance } }));
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The eye pressed: the mutation run on a real query client, as `useMutation` runs it. Resolves whether the server kept the choice. */
function changeShowBalance(
  setShowBalance: jest.Mock,
  store: ReturnType<typeof storeWith>,
  showBalance: boolean,
  client = new QueryClient(),
  onRefused = jest.fn(),
) {
  const api = { userSettings: { setShowBalance } } as unknown as MarketplaceApi;
  return new MutationObserver(client, showBalanceMutation(api, sessionUserAccessOver(store), onRefused)).mutate({ showBalance }).then(
    () => true,
    () => false,
  );
}

describe('the show-balance mutation', () => {
  it('applies the choice before the server answers, and keeps it when a payload returns', async () => {
    const store = storeWith(false);
    const answer = deferred<{ showBalance: boolean }>();
    const setShowBalance = jest.fn(() => answer.promise);

    const change = changeShowBalance(setShowBalance, store, true);
    await Promise.resolve();
    expect(store.getState().user?.showBalance).toBe(true);
    answer.resolve({ showBalance: true });

    await expect(change).resolves.toBe(true);
    expect(setShowBalance).toHaveBeenCalledWith({ showBalance: true });
    expect(store.getState().user?.showBalance).toBe(true);
  });

  it('keeps a choice to hide, whose payload is false, and says nothing', async () => {
    const store = storeWith(true);
    const onRefused = jest.fn();
    await expect(
      changeShowBalance(
        jest.fn(async () => ({ showBalance: false })),
        store,
        false,
        new QueryClient(),
        onRefused,
      ),
    ).resolves.toBe(true);
    expect(store.getState().user?.showBalance).toBe(false);
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('reverts the choice when no payload returns, and says so', async () => {
    const store = storeWith(true);
    const answer = deferred<{ showBalance: boolean }>();
    const onRefused = jest.fn();
    const change = changeShowBalance(
      jest.fn(() => answer.promise),
      store,
      false,
      new QueryClient(),
      onRefused,
    );
    await Promise.resolve();
    expect(store.getState().user?.showBalance).toBe(false);
    answer.reject(new Error('500 Fetch error'));

    await expect(change).resolves.toBe(false);
    expect(store.getState().user?.showBalance).toBe(true);
    expect(onRefused).toHaveBeenCalledTimes(1);
  });

  it('keeps other changes made meanwhile when it reverts, and reverts nothing after a sign-out', async () => {
    const store = storeWith(true);
    const answer = deferred<{ showBalance: boolean }>();
    const change = changeShowBalance(
      jest.fn(() => answer.promise),
      store,
      false,
    );
    await Promise.resolve();
    store.setState(({ user }) => ({ user: user && { ...user, walletLocked: true } }));
    answer.reject(new Error('offline'));
    await change;
    expect(store.getState().user).toMatchObject({ showBalance: true, walletLocked: true });

    const signedOut = storeWith(true);
    const late = deferred<{ showBalance: boolean }>();
    const second = changeShowBalance(
      jest.fn(() => late.promise),
      signedOut,
      false,
    );
    await Promise.resolve();
    signedOut.setState(SIGNED_OUT, true);
    late.reject(new Error('offline'));
    await second;
    expect(signedOut.getState()).toEqual(SIGNED_OUT);
  });

  it.each([
    ['kept', async () => ({ showBalance: false })],
    ['refused', async () => Promise.reject(new Error('500 Fetch error'))],
  ])('reads the signed-in user again after the server %s it', async (_outcome, answer) => {
    const client = new QueryClient();
    client.setQueryData(usersKeys.self(), { id: 'u1' });

    await changeShowBalance(jest.fn(answer), storeWith(true), false, client);

    expect(client.getQueryState(usersKeys.self())?.isInvalidated).toBe(true);
  });
});
