import { QueryClient } from '@tanstack/react-query';
import type { Merchant } from '@marketplace/contracts/wire';
import { merchantsKeys } from '@marketplace/contracts/http';
import { waitForMerchants } from './wait-for-merchants';

const diamond: Merchant = {
  id: 'diamond-dreams',
  name: 'Diamond Dreams',
  status: 'ACTIVE',
  platforms: [],
  gamePageURI: '',
  landingPageURI: '',
  merchantPages: {},
  luxury: false,
  tagline: null,
  artUrl: null,
};

/** A page whose merchants query is under way, as bootstrap leaves it; `answer` settles it. */
function pageAskingForMerchants() {
  const client = new QueryClient();
  let answer: (merchants: Merchant[]) => void = () => undefined;
  void client.prefetchQuery({ queryKey: merchantsKeys.list(), queryFn: () => new Promise<Merchant[]>((resolve) => (answer = resolve)) });
  return { client, answer: (merchants: Merchant[]) => answer(merchants) };
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('waitForMerchants', () => {
  it('answers at once when the list is there', async () => {
    const client = new QueryClient();
    client.setQueryData(merchantsKeys.list(), [diamond]);

    await expect(waitForMerchants(client)).resolves.toEqual([diamond]);
  });

  it('polls every 50 ms until the list arrives', async () => {
    const { client, answer } = pageAskingForMerchants();
    const waiting = waitForMerchants(client);
    let settled = false;
    void waiting.then(() => (settled = true));

    await jest.advanceTimersByTimeAsync(100);
    expect(settled).toBe(false);
    answer([diamond]);
    await jest.advanceTimersByTimeAsync(50);

    await expect(waiting).resolves.toEqual([diamond]);
  });

  it('gives up after the limit with what is known', async () => {
    const { client } = pageAskingForMerchants();
    const waiting = waitForMerchants(client, { limitMs: 500 });

    await jest.advanceTimersByTimeAsync(550);

    await expect(waiting).resolves.toEqual([]);
  });

  it('waits for a list nobody has asked for yet, within the limit', async () => {
    const client = new QueryClient();
    const waiting = waitForMerchants(client, { limitMs: 500 });

    await jest.advanceTimersByTimeAsync(100);
    client.setQueryData(merchantsKeys.list(), [diamond]);
    await jest.advanceTimersByTimeAsync(50);

    await expect(waiting).resolves.toEqual([diamond]);
  });
});
