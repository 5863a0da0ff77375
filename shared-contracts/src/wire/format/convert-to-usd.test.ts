import { convertToUsd } from './convert-to-usd';

describe('convertToUsd', () => {
  it.each([
    ['100', 0.0425, '$4.25'],
    ['2500.5', 0.04, '$100.02'],
    ['0', 0.5, '$0.00'],
    [' 12 ', 1, '$12.00'],
  ])('converts %j at %d to %s', (amount, rate, expected) => {
    expect(convertToUsd(amount, rate)).toBe(expected);
  });

  it.each(['', 'abc', '1e3', '-2', '1,5', '.5', '5.', null, undefined])('shows $0.00 for %j', (amount) => {
    expect(convertToUsd(amount, 0.05)).toBe('$0.00');
  });

  it('shows $0.00 without a rate', () => {
    expect(convertToUsd('10', null)).toBe('$0.00');
  });
});
