import { createStore } from 'zustand/vanilla';
import { emptyUserState, SIGNED_OUT, type SessionState } from '@marketplace/contracts';
import { changeShowBalance } from './show-balance';

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

describe('changeShowBalance', () => {
  it('applies the choice before the server answers, and keeps it when a payload returns', async () => {
    const store = storeWith(false);
    const answer = deferred<boolean>();
    const setShowBalance = jest.fn(() => answer.promise);

    const change = changeShowBalance({ userSettings: { setShowBalance } } as never, store, true);
    expect(store.getState().user?.showBalance).toBe(true);
    answer.resolve(true);

    await expect(change).resolves.toBe(true);
    expect(setShowBalance).toHaveBeenCalledWith({ showBalance: true });
    expect(store.getState().user?.showBalance).toBe(true);
  });

  it('keeps a choice to hide, whose payload is false', async () => {
    const store = storeWith(true);
    await expect(changeShowBalance({ userSettings: { setShowBalance: () => Promise.resolve(false) } } as never, store, false)).resolves.toBe(true);
    expect(store.getState().user?.showBalance).toBe(false);
  });

  it('reverts the choice when no payload returns', async () => {
    const store = storeWith(true);
    const answer = deferred<boolean>();
    const change = changeShowBalance({ userSettings: { setShowBalance: () => answer.promise } } as never, store, false);
    expect(store.getState().user?.showBalance).toBe(false);
    answer.reject(new Error('500 Fetch error'));

    await expect(change).resolves.toBe(false);
    expect(store.getState().user?.showBalance).toBe(true);
  });

  it('keeps other changes made meanwhile when it reverts, and reverts nothing after a sign-out', async () => {
    const store = storeWith(true);
    const answer = deferred<boolean>();
    const change = changeShowBalance({ userSettings: { setShowBalance: () => answer.promise } } as never, store, false);
    store.setState(({ user }) => ({ user: user && { ...user, walletLocked: true } }));
    answer.reject(new Error('offline'));
    await change;
    expect(store.getState().user).toMatchObject({ showBalance: true, walletLocked: true });

    const signedOut = storeWith(true);
    const late = deferred<boolean>();
    const second = changeShowBalance({ userSettings: { setShowBalance: () => late.promise } } as never, signedOut, false);
    signedOut.setState(SIGNED_OUT, true);
    late.reject(new Error('offline'));
    await second;
    expect(signedOut.getState()).toEqual(SIGNED_OUT);
  });
});
