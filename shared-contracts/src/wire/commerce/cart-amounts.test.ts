import { CART_FEE_RATE_ALLOWANCE, cartAmountsWei, cartFeeWei } from './cart-amounts';
import { marketplaceFeeWei } from './marketplace-fee';
import { weiOfGem } from './gem-wei';

const FEES = { marketplaceFeesPercent: 5, minimumPrice: 0.5 };
const gem = (amount: string) => weiOfGem(amount)!;

describe('the fee of a cart', () => {
  it('is spec §9’s fee on the sum: four 1 GEM items pay the 10 GEM floor once, not four times', () => {
    const cart = cartAmountsWei(['1.0', '1.0', '1.0', '1.0'], FEES, 0.05)!;
    expect(cart).toMatchObject({ subtotalWei: gem('4'), feeWei: gem('10'), totalWei: gem('14') });
    expect(4n * marketplaceFeeWei(gem('1'), FEES, 0.05)).toBe(gem('40'));
  });

  it('is the percentage once the sum is above the floor', () => {
    expect(cartAmountsWei(['150.0', '100.0'], FEES, 0.05)).toEqual({
      subtotalWei: gem('250'),
      feeWei: gem('12.5'),
      totalWei: gem('262.5'),
      feeCeilingWei: gem('12.5'),
      totalCeilingWei: gem('262.5'),
    });
  });

  it('is nothing for nothing bought, and null for a price that is not an amount', () => {
    expect(cartFeeWei(0n, FEES, 0.05)).toBe(0n);
    expect(cartAmountsWei([], FEES, 0.05)).toEqual({ subtotalWei: 0n, feeWei: 0n, totalWei: 0n, feeCeilingWei: 0n, totalCeilingWei: 0n });
    expect(cartAmountsWei(['1.0', 'ten'], FEES, 0.05)).toBeNull();
  });

  it('signs, below the floor, a ceiling that still covers the fee after the rate falls by the allowance', () => {
    const cart = cartAmountsWei(['1.0'], FEES, 0.05)!;
    expect(cart.feeWei).toBe(gem('10'));
    // The rate four walk steps of 0.5 % lower: the fee due then is more than the one shown, and within the ceiling.
    const fallenRate = 0.05 * 0.995 ** 4;
    const dueAfterFall = cartFeeWei(gem('1'), FEES, fallenRate);
    expect(dueAfterFall).toBeGreaterThan(cart.feeWei);
    expect(cart.feeCeilingWei).toBeGreaterThanOrEqual(dueAfterFall);
    expect(cart.feeCeilingWei).toBe(cartFeeWei(gem('1'), FEES, 0.05 * (1 - CART_FEE_RATE_ALLOWANCE)));
    expect(cart.totalCeilingWei).toBe(gem('1') + cart.feeCeilingWei);
  });

  it('signs no more than the fee shown when there is no rate (the percentage alone applies)', () => {
    const cart = cartAmountsWei(['1.0'], FEES, null)!;
    expect(cart.feeCeilingWei).toBe(cart.feeWei);
  });
});
