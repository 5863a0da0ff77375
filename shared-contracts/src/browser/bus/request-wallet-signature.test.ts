import { WALLET_SIGN_TIMEOUT_MS } from '../../wire/wallet/wallet-sign-error';
import { marketplaceBus } from './bus-events';
import { requestWalletSignature } from './request-wallet-signature';

describe('requestWalletSignature', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks the wallet through the bus with the message and its purpose, and answers its signature', async () => {
    const seen: unknown[] = [];
    const stop = marketplaceBus.handle('wallet:sign', (request) => {
      seen.push(request);
      return { signature: '0xsigned', address: '0xabc' };
    });

    await expect(requestWalletSignature('Marketplace offer acceptance', 'offerAcceptance')).resolves.toEqual({ signature: '0xsigned', address: '0xabc' });
    expect(seen).toEqual([{ message: 'Marketplace offer acceptance', purpose: 'offerAcceptance' }]);
    stop();
  });

  it("waits a person's time for the answer, not the bus's default", async () => {
    const request = jest.spyOn(marketplaceBus, 'request').mockResolvedValue({ signature: '0xs', address: '0xa' });

    await requestWalletSignature('text', 'craft');

    expect(request).toHaveBeenCalledWith('wallet:sign', { message: 'text', purpose: 'craft' }, { timeoutMs: WALLET_SIGN_TIMEOUT_MS });
  });
});
