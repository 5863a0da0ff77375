import { gemToWei } from '../ledger/gem-amounts.js';
import { marketplaceFeeWei } from './fees.js';

const FEES = { marketplaceFeesPercent: 5, minimumPrice: 0.5 };

describe('marketplaceFeeWei (spec §9)', () => {
  it('takes the percentage of the price when it is above the floor', () => {
    expect(marketplaceFeeWei(gemToWei('1000'), FEES, 0.05)).toBe(gemToWei('50'));
  });

  it('takes minimumPrice USD at the rate when the percentage is below it', () => {
    expect(marketplaceFeeWei(gemToWei('100'), FEES, 0.05)).toBe(gemToWei('10'));
  });

  it('rounds a fee that does not fall on a whole wei up, never down', () => {
    // 0.5 / 0.03 = 16.666… GEM; 5 % of 1 wei is a twentieth of a wei.
    expect(marketplaceFeeWei(gemToWei('100'), FEES, 0.03)).toBe(16_666_666_666_666_666_667n);
    expect(marketplaceFeeWei(1n, { ...FEES, minimumPrice: 0 }, 0.05)).toBe(1n);
  });

  it('keeps a fractional percentage exact', () => {
    expect(marketplaceFeeWei(gemToWei('1000'), { marketplaceFeesPercent: 2.5, minimumPrice: 0 }, 0.05)).toBe(gemToWei('25'));
  });

  it('applies only the percentage when there is no rate to convert the USD floor at', () => {
    expect(marketplaceFeeWei(gemToWei('100'), FEES, null)).toBe(gemToWei('5'));
  });
});
