import { createStore } from 'zustand/vanilla';
import type { Merchant, MerchantsState } from '@marketplace/contracts';
import { waitForMerchants } from './wait-for-merchants';

const diamond: Merchant = { id: 'diamond-dreams', name: 'Diamond Dreams', status: 'ACTIVE', platforms: [], gamePageURI: '', landingPageURI: '', merchantPages: {}, luxury: false };

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('waitForMerchants', () => {
  it('answers at once when the list is there', async () => {
    const store = createStore<MerchantsState>(() => ({ merchants: [diamond], loaded: true }));

    await expect(waitForMerchants(store)).resolves.toEqual([diamond]);
  });

  it('polls every 50 ms until the list arrives', async () => {
    const store = createStore<MerchantsState>(() => ({ merchants: [], loaded: false }));
    const waiting = waitForMerchants(store);

    await jest.advanceTimersByTimeAsync(100);
    store.setState({ merchants: [diamond], loaded: true });
    await jest.advanceTimersByTimeAsync(50);

    await expect(waiting).resolves.toEqual([diamond]);
  });

  it('gives up after the limit with what is known', async () => {
    const store = createStore<MerchantsState>(() => ({ merchants: [], loaded: false }));
    const waiting = waitForMerchants(store, { limitMs: 500 });

    await jest.advanceTimersByTimeAsync(550);

    await expect(waiting).resolves.toEqual([]);
  });
});
