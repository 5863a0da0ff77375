import { CHECKOUT_HEADING, checkoutHeadingKey } from './checkout-heading';

describe('the checkout heading', () => {
  it('asks to complete a reserved purchase', () => {
    expect(checkoutHeadingKey('RESERVED', null)).toBe(CHECKOUT_HEADING);
    expect(checkoutHeadingKey('RESERVED', { tone: 'success', messageKey: 'mint.outcome.cancelled' })).toBe(CHECKOUT_HEADING);
  });

  it('says the payment failed after an attempt that did not go through', () => {
    expect(checkoutHeadingKey('RESERVED', { tone: 'error', messageKey: 'mint.failure.network' })).toBe('mint.heading.failed');
  });

  it.each([
    ['SIGNED', 'mint.heading.complete'],
    ['COMPLETE', 'mint.heading.complete'],
    ['CANCELLED', 'mint.heading.cancelled'],
    ['EXPIRED', 'mint.heading.expired'],
  ] as const)('says a %s mint is settled: %s, whatever the last attempt said', (status, key) => {
    expect(checkoutHeadingKey(status, { tone: 'error', messageKey: 'mint.failure.network' })).toBe(key);
  });
});
