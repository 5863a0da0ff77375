import { weiOfGem } from './gem-wei';
import { purchaseAmounts } from './purchase-amounts';

const FEES = { marketplaceFeesPercent: 5, minimumPrice: 0.5 };
const wei = (amount: string) => weiOfGem(amount)!;

describe('purchaseAmounts', () => {
  it('adds the percentage fee to the price when it is above the floor', () => {
    expect(purchaseAmounts('1000.0', FEES, 0.05)).toEqual({ priceWei: wei('1000'), feeWei: wei('50'), totalWei: wei('1050'), feeAtFloor: false });
  });

  it('takes the USD floor at the rate when the percentage is below it, and says so', () => {
    // 5 % of 2.50 is 0.125 GEM; the floor is 0.50 USD / 0.05 = 10 GEM.
    expect(purchaseAmounts('2.50', FEES, 0.05)).toEqual({ priceWei: wei('2.5'), feeWei: wei('10'), totalWei: wei('12.5'), feeAtFloor: true });
  });

  it('keeps 18 decimals exact', () => {
    // 0.5 / 0.03 = 16.666… GEM, rounded up to the wei.
    expect(purchaseAmounts('0.80', FEES, 0.03)?.totalWei).toBe(wei('0.8') + 16_666_666_666_666_666_667n);
  });

  it('accepts the highest price of spec §5 and nothing above it', () => {
    expect(purchaseAmounts('99999999999.99', FEES, 0.05)?.priceWei).toBe(wei('99999999999.99'));
    expect(purchaseAmounts('100000000000.00', FEES, 0.05)).toBeNull();
    expect(purchaseAmounts('100000000000', FEES, 0.05)).toBeNull();
  });

  it.each(['', '0', '0.00', '-5', '1e3', '12.345', 'abc'])('refuses the price %p', (price) => {
    expect(purchaseAmounts(price, FEES, 0.05)).toBeNull();
  });
});
