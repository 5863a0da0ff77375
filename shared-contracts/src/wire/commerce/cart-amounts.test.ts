import { cartAmountsWei, cartFeeWei } from './cart-amounts';
import { marketplaceFeeWei } from './marketplace-fee';
import { weiOfGem } from './gem-wei';

const FEES = { marketplaceFeesPercent: 5, minimumPrice: 0.5 };
const gem = (amount: string) => weiOfGem(amount)!;

describe('the fee of a cart', () => {
  it('is spec §9’s fee on the sum: four 1 GEM items pay the 10 GEM floor once, not four times', () => {
    const cart = cartAmountsWei(['1.0', '1.0', '1.0', '1.0'], FEES, 0.05)!;
    expect(cart).toEqual({ subtotalWei: gem('4'), feeWei: gem('10'), totalWei: gem('14') });
    expect(4n * marketplaceFeeWei(gem('1'), FEES, 0.05)).toBe(gem('40'));
  });

  it('is the percentage once the sum is above the floor', () => {
    expect(cartAmountsWei(['150.0', '100.0'], FEES, 0.05)).toEqual({ subtotalWei: gem('250'), feeWei: gem('12.5'), totalWei: gem('262.5') });
  });

  it('is nothing for nothing bought, and null for a price that is not an amount', () => {
    expect(cartFeeWei(0n, FEES, 0.05)).toBe(0n);
    expect(cartAmountsWei([], FEES, 0.05)).toEqual({ subtotalWei: 0n, feeWei: 0n, totalWei: 0n });
    expect(cartAmountsWei(['1.0', 'ten'], FEES, 0.05)).toBeNull();
  });
});
