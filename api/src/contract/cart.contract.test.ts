import { randomUUID } from 'node:crypto';
import { ApiError, buildCartCheckoutMessage, cartAmountsWei, cartCheckoutRefusalOf, gemOfWei } from '@marketplace/contracts/wire';
import { DEFAULT_FEES } from '../commerce/fees.js';
import { createListedCollectible, createWalletUser, setGemUsdPrice } from '../testing/commerce-fixtures.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

describe('cart api against the server', () => {
  it('checks out with the one signature and the key as Idempotency-Key; a retry answers the same checkout; a refusal is one the page names', async () => {
    const { api, setToken, t } = contract();
    await setGemUsdPrice(t.db, 0.05);
    const buyer = await createWalletUser(t, { balance: '100' });
    setToken(buyer.token);
    const name = `Cart contract ${randomUUID().slice(0, 8)}`;
    const { listingId } = await createListedCollectible(t.db, { price: '12.00', name });
    const checkoutKey = randomUUID();
    const amounts = cartAmountsWei(['12.0'], DEFAULT_FEES, 0.05)!;
    const fields = {
      items: [{ listingId, name, price: '12.0' }],
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      subtotal: gemOfWei(amounts.subtotalWei),
      fee: gemOfWei(amounts.feeWei),
      total: gemOfWei(amounts.totalWei),
    };
    const request = { ...fields, signature: await buyer.wallet.signMessage(buildCartCheckoutMessage({ checkoutKey, ...fields })) };

    const first = await api.cart.checkout(checkoutKey, request);
    const retried = await api.cart.checkout(checkoutKey, request);
    const refused = await api.cart.checkout(randomUUID(), request).catch((error: unknown) => error);

    expect(first.items).toMatchObject([{ listingId, outcome: 'BOUGHT' }]);
    expect(first).toMatchObject({ subtotal: '12.0', fee: '10.0', total: '22.0' });
    expect(retried).toEqual(first);
    expect(refused).toBeInstanceOf(ApiError);
    expect(cartCheckoutRefusalOf((refused as ApiError).answerMessage)).toBe('invalidSignature');
  });
});
