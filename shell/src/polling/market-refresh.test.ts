import { createStore } from 'zustand/vanilla';
import { emptyUserState, rateStore, SIGNED_OUT, type SessionState } from '@marketplace/contracts';
import { startMarketRefresh } from './market-refresh';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function fakeApi() {
  return {
    rates: { productUsd: jest.fn(async () => ({ price: 0.05 })) },
    notifications: { list: jest.fn(async () => ({ records: [], total: 3, unread: 2 })) },
  } as never as Parameters<typeof startMarketRefresh>[0] & {
    rates: { productUsd: jest.Mock };
    notifications: { list: jest.Mock };
  };
}

describe('startMarketRefresh', () => {
  it('refreshes the rate at once for a visitor, without asking for notifications', async () => {
    const api = fakeApi();
    const store = createStore<SessionState>(() => SIGNED_OUT);

    const stop = startMarketRefresh(api, store);
    await jest.advanceTimersByTimeAsync(0);

    expect(rateStore.getState()).toEqual({ status: 'ready', price: 0.05 });
    expect(api.notifications.list).not.toHaveBeenCalled();
    stop();
  });

  it("refreshes at once when the user's state arrives, and keeps its unread count", async () => {
    const api = fakeApi();
    const store = createStore<SessionState>(() => SIGNED_OUT);
    const stop = startMarketRefresh(api, store);

    // Login startup sets the token first; only the user's arrival starts the signed-in cycle.
    store.setState({ token: 'token-1', expiresAt: Date.now() + 60_000 });
    await jest.advanceTimersByTimeAsync(0);
    expect(api.notifications.list).not.toHaveBeenCalled();
    store.setState({ user: { ...emptyUserState(), id: 'user-1' } });
    await jest.advanceTimersByTimeAsync(0);

    expect(api.notifications.list).toHaveBeenCalledWith({ page: 1 });
    expect(store.getState().user?.notifications.unread).toBe(2);
    stop();
  });

  it('stops', async () => {
    const api = fakeApi();
    const stop = startMarketRefresh(api, createStore<SessionState>(() => SIGNED_OUT));

    stop();
    await jest.advanceTimersByTimeAsync(60_000);

    expect(api.rates.productUsd).toHaveBeenCalledTimes(1);
  });
});
