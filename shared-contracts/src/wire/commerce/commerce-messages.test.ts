import { buildOfferMessage } from './offer-message';
import { buildPurchaseMessage, isPurchaseMessageOf } from './purchase-message';

describe('buildPurchaseMessage', () => {
  it('names the mint, the collectible, the price and the fee, one per line', () => {
    const message = buildPurchaseMessage({ mintId: 'm-1', collectibleId: 'c-1', price: '12.5', fee: '11.764705882352941177' });

    expect(message).toBe('Marketplace purchase\nMint: m-1\nCollectible: c-1\nPrice: 12.5 GEM\nFee: 11.764705882352941177 GEM');
  });
});

describe('isPurchaseMessageOf', () => {
  const mint = { id: 'm-1', collectibleId: 'c-1', price: '12.5', fee: '10.0' };

  it("accepts the message built from the mint's own fields", () => {
    expect(isPurchaseMessageOf({ ...mint, message: buildPurchaseMessage({ ...mint, mintId: mint.id }) })).toBe(true);
  });

  it('refuses a message that names another price than the mint shows', () => {
    const message = buildPurchaseMessage({ ...mint, mintId: mint.id, price: '1250.0' });

    expect(isPurchaseMessageOf({ ...mint, message })).toBe(false);
  });
});

describe('buildOfferMessage', () => {
  it('gives the same text for the same offer however the price and address are spelled', () => {
    const typed = buildOfferMessage({ collectibleId: 'c-1', price: '12.5', bidderAddress: '0xAbC0000000000000000000000000000000000001' });
    const stored = buildOfferMessage({ collectibleId: 'c-1', price: '12.50', bidderAddress: '0xabc0000000000000000000000000000000000001' });

    expect(typed).toBe(stored);
    expect(typed).toBe('Marketplace offer\nCollectible: c-1\nPrice: 12.50 GEM\nBidder: 0xabc0000000000000000000000000000000000001');
  });
});
