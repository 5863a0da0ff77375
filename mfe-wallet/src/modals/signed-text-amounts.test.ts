import { signedTextParts } from './signed-text-amounts';

describe('signedTextParts', () => {
  it('shows each GEM amount with 2 decimals, truncated, and keeps its exact figure', () => {
    expect(signedTextParts('Marketplace purchase\nPrice: 11.74339692715608573 GEM\nFee: 2.5 GEM')).toEqual([
      { text: 'Marketplace purchase\nPrice: ' },
      { exact: '11.74339692715608573 GEM', shown: '11.74 GEM' },
      { text: '\nFee: ' },
      { exact: '2.5 GEM', shown: '2.50 GEM' },
    ]);
  });

  it('groups thousands as every page does', () => {
    expect(signedTextParts('Price: 1234567.891 GEM')).toEqual([{ text: 'Price: ' }, { exact: '1234567.891 GEM', shown: '1,234,567.89 GEM' }]);
  });

  it('leaves a text without amounts, and numbers that are not GEM, as they are', () => {
    expect(signedTextParts('Mint: 7f1c\nNonce: 42')).toEqual([{ text: 'Mint: 7f1c\nNonce: 42' }]);
    expect(signedTextParts('Serial 12 GEMSTONE')).toEqual([{ text: 'Serial 12 GEMSTONE' }]);
  });

  it('puts the pieces back into exactly the text signed', () => {
    const message = 'Offer\nPrice: 0.000000000000000001 GEM\nBidder: 0xabc';
    expect(
      signedTextParts(message)
        .map((part) => ('text' in part ? part.text : part.exact))
        .join(''),
    ).toBe(message);
  });
});
