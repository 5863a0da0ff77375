import { buildCartCheckoutMessage } from './cart-checkout-message';

const FIELDS = {
  checkoutKey: '0b8f6a52-4c1e-4c1e-9a0e-5a0f1c2d3e4f',
  expiresAt: '2026-12-02T16:10:00.000Z',
  items: [
    { listingId: '11111111-1111-4111-8111-111111111111', name: 'Ruby Heart', price: '4.00' },
    { listingId: '33333333-3333-4333-8333-333333333333', name: 'Storm Blade', price: '6.5' },
  ],
  subtotal: '10.50',
  fee: '10.0',
  total: '20.5',
};

describe('buildCartCheckoutMessage', () => {
  it('names the key, the expiry, each listing at its price and the most the items, fee and total may cost', () => {
    expect(buildCartCheckoutMessage(FIELDS)).toBe(
      [
        'Marketplace cart checkout',
        'Key: 0b8f6a52-4c1e-4c1e-9a0e-5a0f1c2d3e4f',
        'Valid until: 2026-12-02T16:10:00.000Z',
        'Item 1: Ruby Heart (listing 11111111-1111-4111-8111-111111111111) 4 GEM',
        'Item 2: Storm Blade (listing 33333333-3333-4333-8333-333333333333) 6.5 GEM',
        'Items at most: 10.5 GEM',
        'Fee at most: 10 GEM',
        'Total at most: 20.5 GEM',
      ].join('\n'),
    );
  });

  it('says another text for another price, item order or key, so one signature proves nothing for another cart', () => {
    const message = buildCartCheckoutMessage(FIELDS);
    expect(buildCartCheckoutMessage({ ...FIELDS, items: [{ ...FIELDS.items[0]!, price: '3.99' }, FIELDS.items[1]!] })).not.toBe(message);
    expect(buildCartCheckoutMessage({ ...FIELDS, items: [FIELDS.items[1]!, FIELDS.items[0]!] })).not.toBe(message);
    expect(buildCartCheckoutMessage({ ...FIELDS, checkoutKey: '1b8f6a52-4c1e-4c1e-9a0e-5a0f1c2d3e4f' })).not.toBe(message);
  });
});
