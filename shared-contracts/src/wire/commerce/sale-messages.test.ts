import { buildListingMessage } from './listing-message';
import { buildOfferAcceptanceMessage } from './offer-acceptance-message';

const ADDRESS = '0xAbC0000000000000000000000000000000000001';

describe('buildListingMessage', () => {
  it('names the collectible, the two-decimal price and the seller, one per line', () => {
    expect(buildListingMessage({ collectibleId: 'c-1', price: '12.5', sellerAddress: ADDRESS })).toBe(
      'Marketplace listing\nCollectible: c-1\nPrice: 12.50 GEM\nSeller: 0xabc0000000000000000000000000000000000001',
    );
  });

  it('gives the same text however the price and address are spelled, and another for another price', () => {
    const typed = buildListingMessage({ collectibleId: 'c-1', price: '7', sellerAddress: ADDRESS });
    const stored = buildListingMessage({ collectibleId: 'c-1', price: '7.00', sellerAddress: ADDRESS.toLowerCase() });

    expect(typed).toBe(stored);
    expect(buildListingMessage({ collectibleId: 'c-1', price: '0.70', sellerAddress: ADDRESS })).not.toBe(typed);
  });

  it('refuses a price that is not a GEM price rather than sign something else', () => {
    expect(() => buildListingMessage({ collectibleId: 'c-1', price: '1,5', sellerAddress: ADDRESS })).toThrow(RangeError);
  });
});

describe('buildOfferAcceptanceMessage', () => {
  it('names the offer, the collectible, the price and the seller, so it accepts that one offer only', () => {
    const message = buildOfferAcceptanceMessage({ offerId: 'o-1', collectibleId: 'c-1', price: '80', sellerAddress: ADDRESS });

    expect(message).toBe('Marketplace offer acceptance\nOffer: o-1\nCollectible: c-1\nPrice: 80.00 GEM\nSeller: 0xabc0000000000000000000000000000000000001');
    expect(buildOfferAcceptanceMessage({ offerId: 'o-2', collectibleId: 'c-1', price: '80', sellerAddress: ADDRESS })).not.toBe(message);
  });
});
