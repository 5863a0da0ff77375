import { gemOfWei, weiOfGem } from './gem-wei';
import { isFeeAtFloor, marketplaceFeeWei } from './marketplace-fee';

const FEES = { marketplaceFeesPercent: 5, minimumPrice: 0.5 };
const wei = (amount: string) => weiOfGem(amount)!;

describe('marketplaceFeeWei (spec §9)', () => {
  it('takes the percentage of the price when it is above the floor', () => {
    expect(marketplaceFeeWei(wei('1000'), FEES, 0.05)).toBe(wei('50'));
    expect(isFeeAtFloor(wei('1000'), FEES, 0.05)).toBe(false);
  });

  it('takes minimumPrice USD at the rate when the percentage is below it', () => {
    expect(marketplaceFeeWei(wei('100'), FEES, 0.05)).toBe(wei('10'));
    expect(isFeeAtFloor(wei('100'), FEES, 0.05)).toBe(true);
  });

  it('rounds a fee that does not fall on a whole wei up, never down', () => {
    // 0.5 / 0.03 = 16.666… GEM; 5 % of 1 wei is a twentieth of a wei.
    expect(marketplaceFeeWei(wei('100'), FEES, 0.03)).toBe(16_666_666_666_666_666_667n);
    expect(marketplaceFeeWei(1n, { ...FEES, minimumPrice: 0 }, 0.05)).toBe(1n);
  });

  it('keeps a fractional percentage exact, and the highest price of spec §5 too', () => {
    expect(marketplaceFeeWei(wei('1000'), { marketplaceFeesPercent: 2.5, minimumPrice: 0 }, 0.05)).toBe(wei('25'));
    expect(marketplaceFeeWei(wei('99999999999.99'), FEES, 0.05)).toBe(wei('4999999999.9995'));
  });

  it.each([null, 0, Number.NaN])('applies only the percentage when the rate %s cannot convert the USD floor', (rate) => {
    expect(marketplaceFeeWei(wei('100'), FEES, rate)).toBe(wei('5'));
  });
});

describe('weiOfGem and gemOfWei', () => {
  it.each([
    ['12.5', 12_500_000_000_000_000_000n],
    ['7', 7_000_000_000_000_000_000n],
    ['0.000000000000000001', 1n],
    ['11.764705882352941177', 11_764_705_882_352_941_177n],
  ])('reads %s as %d wei and writes it back', (amount, expected) => {
    expect(weiOfGem(amount)).toBe(expected);
    expect(gemOfWei(expected)).toBe(amount);
  });

  it.each(['', '-1', '1e3', '1,5', '.5', '1.0000000000000000001'])('reads %j, which is no GEM amount, as null', (amount) => {
    expect(weiOfGem(amount)).toBeNull();
  });
});
