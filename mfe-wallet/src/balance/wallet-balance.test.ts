/**
 * @jest-environment node
 */
import { ApiError, type ExplorerAnswer } from '@marketplace/contracts/wire';
import { fetchWalletBalance, weiToProduct } from './wallet-balance';

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const down = (request: string) => () => Promise.reject(new ApiError(request, 503, `503 Fetch error: ${request}`));

function fakeApi({
  server = async () => ({ GEM: 2500, USD: 106.25 }),
  explorer = async (): Promise<ExplorerAnswer> => ({ status: '1', message: 'OK', result: '1234500000000000000000' }),
}: {
  server?: () => Promise<{ GEM: number; USD: number }>;
  explorer?: () => Promise<ExplorerAnswer>;
} = {}) {
  const tokenBalance = jest.fn(explorer);
  return { api: { wallet: { serverBalance: server }, explorer: { tokenBalance } } as never, tokenBalance };
}

describe('fetchWalletBalance', () => {
  it("shows the chain explorer's token balance of the wallet, in GEM from wei", async () => {
    const { api, tokenBalance } = fakeApi();

    await expect(fetchWalletBalance(api, ADDRESS)).resolves.toEqual({ amount: '1234.5', source: 'explorer' });
    expect(tokenBalance).toHaveBeenCalledWith({ contractAddress: expect.stringMatching(/^0x/), address: ADDRESS });
  });

  it('falls back to the server balance when the explorer is down', async () => {
    const { api } = fakeApi({ explorer: down('GET /explorer/api') });

    await expect(fetchWalletBalance(api, ADDRESS)).resolves.toEqual({ amount: '2500', source: 'server' });
  });

  it('falls back to the server balance when the explorer answers an error or a non-amount', async () => {
    const answers: ExplorerAnswer[] = [
      { status: '0', message: 'NOTOK', result: 'Invalid address' },
      { status: '1', message: 'OK', result: '12abc' },
    ];
    for (const answer of answers) {
      const { api } = fakeApi({ explorer: async () => answer });

      await expect(fetchWalletBalance(api, ADDRESS)).resolves.toMatchObject({ source: 'server' });
    }
  });

  it('writes a tiny server balance as plain digits', async () => {
    const { api } = fakeApi({ server: async () => ({ GEM: 0.0000001, USD: 0 }) });

    await expect(fetchWalletBalance(api, null)).resolves.toEqual({ amount: '0.0000001', source: 'server' });
  });

  it('uses the server balance for a user without a wallet, without asking the explorer', async () => {
    const { api, tokenBalance } = fakeApi();

    await expect(fetchWalletBalance(api, null)).resolves.toEqual({ amount: '2500', source: 'server' });
    expect(tokenBalance).not.toHaveBeenCalled();
  });

  it('still shows the explorer balance when the server is down', async () => {
    const { api } = fakeApi({ server: down('GET /api/users/self/balance') });

    await expect(fetchWalletBalance(api, ADDRESS)).resolves.toMatchObject({ source: 'explorer' });
  });

  it("fails with 'Failed to fetch balance' when both are down", async () => {
    const { api } = fakeApi({ server: down('GET /api/users/self/balance'), explorer: down('GET /explorer/api') });

    await expect(fetchWalletBalance(api, ADDRESS)).rejects.toThrow('Failed to fetch balance');
  });
});

describe('weiToProduct', () => {
  it("converts wei exactly, and refuses anything else with 'Error converting token balance'", () => {
    expect(weiToProduct('1')).toBe('0.000000000000000001');
    expect(weiToProduct('0')).toBe('0.0');
    expect(() => weiToProduct('-5')).toThrow('Error converting token balance');
    expect(() => weiToProduct('1e18')).toThrow('Error converting token balance');
  });
});
