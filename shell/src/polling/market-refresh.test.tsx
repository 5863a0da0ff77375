import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createStore } from 'zustand/vanilla';
import { emptyUserState, type NotificationList } from '@marketplace/contracts/wire';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { MarketplaceApiContext, SIGNED_OUT, type SessionState } from '@marketplace/contracts/browser';
import { createTestQueryClient } from '@marketplace/contracts/testing';
import { MarketRefresh } from './market-refresh';
import { useRefreshCountdown } from './use-refresh-countdown';

const UNREAD: NotificationList = { records: [], total: 3, unread: 2 };

function fakeApi() {
  return {
    rates: { productUsd: jest.fn(async () => ({ price: 0.05 })) },
    notifications: { list: jest.fn(async () => UNREAD) },
  };
}

function Countdown() {
  return <p data-testid="countdown">{useRefreshCountdown()}</p>;
}

/** The shell's polling on a page, with the header's countdown beside it. */
function renderPolling(session: SessionState = SIGNED_OUT) {
  const api = fakeApi();
  const store = createStore<SessionState>(() => session);
  const view = render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MarketplaceApiContext.Provider value={api as unknown as MarketplaceApi}>
        <MarketRefresh store={store} />
        <Countdown />
      </MarketplaceApiContext.Provider>
    </QueryClientProvider>,
  );
  return { api, store, ...view };
}

const signedIn = (): SessionState => ({ token: 'token-1', expiresAt: null, user: { ...emptyUserState(), id: 'user-1' } });
const pass = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

let visibility: DocumentVisibilityState = 'visible';
/** The browser hiding or showing the tab: the state changes, then `visibilitychange` fires at the document. */
async function tab(state: DocumentVisibilityState) {
  visibility = state;
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

beforeEach(() => {
  visibility = 'visible';
  jest.useFakeTimers();
});

afterEach(() => jest.useRealTimers());

describe('the market refresh', () => {
  it('reads the rate at once for a visitor, without asking for notifications', async () => {
    const { api } = renderPolling();
    await pass(0);

    expect(api.rates.productUsd).toHaveBeenCalledTimes(1);
    expect(api.rates.productUsd).toHaveBeenCalledWith({ signal: expect.any(AbortSignal) });
    expect(api.notifications.list).not.toHaveBeenCalled();
  });

  it("reads the unread count at once when the user's state arrives, and keeps it in the user's state", async () => {
    const { api, store } = renderPolling();
    await pass(0);

    // Login startup sets the token first; only the user's arrival starts the signed-in reads.
    act(() => store.setState({ token: 'token-1', expiresAt: Date.now() + 60_000 }));
    await pass(0);
    expect(api.notifications.list).not.toHaveBeenCalled();
    act(() => store.setState({ user: { ...emptyUserState(), id: 'user-1' } }));
    await pass(0);

    expect(api.notifications.list).toHaveBeenCalledWith({ page: 1 }, { signal: expect.any(AbortSignal) });
    expect(store.getState().user?.notifications).toEqual(UNREAD);
  });

  it('reads the rate and the unread count again every 30 s', async () => {
    const { api } = renderPolling(signedIn());
    await pass(0);

    await pass(29_000);
    expect(api.rates.productUsd).toHaveBeenCalledTimes(1);
    expect(api.notifications.list).toHaveBeenCalledTimes(1);
    await pass(1_000);
    expect(api.rates.productUsd).toHaveBeenCalledTimes(2);
    expect(api.notifications.list).toHaveBeenCalledTimes(2);
    await pass(30_000);
    expect(api.rates.productUsd).toHaveBeenCalledTimes(3);
    expect(api.notifications.list).toHaveBeenCalledTimes(3);
  });

  it('reads nothing while the tab is hidden, and catches up as soon as it is shown again', async () => {
    const { api } = renderPolling(signedIn());
    await pass(0);

    await tab('hidden');
    await pass(95_000);
    expect(api.rates.productUsd).toHaveBeenCalledTimes(1);
    expect(api.notifications.list).toHaveBeenCalledTimes(1);

    await tab('visible');
    await pass(0);
    expect(api.rates.productUsd).toHaveBeenCalledTimes(2);
    expect(api.notifications.list).toHaveBeenCalledTimes(2);
  });

  it('stops the unread reads with the sign-out', async () => {
    const { api, store } = renderPolling(signedIn());
    await pass(0);

    act(() => store.setState(SIGNED_OUT, true));
    await pass(60_000);

    expect(api.notifications.list).toHaveBeenCalledTimes(1);
    expect(api.rates.productUsd).toHaveBeenCalledTimes(3);
  });

  it('stops when the page goes', async () => {
    const { api, unmount } = renderPolling();
    await pass(0);

    unmount();
    await pass(60_000);

    expect(api.rates.productUsd).toHaveBeenCalledTimes(1);
  });
});

describe('the refresh countdown', () => {
  it('counts the seconds down to the next read, and starts again from 30 after it', async () => {
    const { api } = renderPolling();
    await pass(0);
    expect(screen.getByTestId('countdown')).toHaveTextContent('30');

    await pass(3_000);
    expect(screen.getByTestId('countdown')).toHaveTextContent('27');
    await pass(27_000);
    expect(api.rates.productUsd).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('countdown')).toHaveTextContent('30');
    await pass(1_000);
    expect(screen.getByTestId('countdown')).toHaveTextContent('29');
  });

  it('waits at 0 while a hidden tab skips its reads', async () => {
    renderPolling();
    await pass(0);

    await tab('hidden');
    await pass(45_000);

    expect(screen.getByTestId('countdown')).toHaveTextContent('0');
  });
});
