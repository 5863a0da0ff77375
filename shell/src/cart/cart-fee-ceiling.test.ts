import { cartAmountsWei, cartFeeWei, weiOfGem } from '@marketplace/contracts/wire';
import { CART_FEE_RATE_ALLOWANCE, withFeeCeiling } from './cart-fee-ceiling';

const FEES = { marketplaceFeesPercent: 5, minimumPrice: 0.5 };
const gem = (amount: string) => weiOfGem(amount)!;

describe('the fee ceiling a cart signs', () => {
  it('below the floor, still covers the fee after the rate falls by four walk steps of 0.5 %', () => {
    const cart = withFeeCeiling(cartAmountsWei(['1.0'], FEES, 0.05)!, FEES, 0.05);
    expect(cart.feeWei).toBe(gem('10'));
    const dueAfterFall = cartFeeWei(gem('1'), FEES, 0.05 * 0.995 ** 4);
    expect(dueAfterFall).toBeGreaterThan(cart.feeWei);
    expect(cart.feeCeilingWei).toBeGreaterThanOrEqual(dueAfterFall);
    expect(cart.feeCeilingWei).toBe(cartFeeWei(gem('1'), FEES, 0.05 * (1 - CART_FEE_RATE_ALLOWANCE)));
    expect(cart.totalCeilingWei).toBe(gem('1') + cart.feeCeilingWei);
  });

  it('is the fee itself above the floor, and without a rate (the percentage alone applies)', () => {
    const large = withFeeCeiling(cartAmountsWei(['150.0', '100.0'], FEES, 0.05)!, FEES, 0.05);
    expect(large.feeCeilingWei).toBe(large.feeWei);
    expect(large.totalCeilingWei).toBe(large.totalWei);
    const noRate = withFeeCeiling(cartAmountsWei(['1.0'], FEES, null)!, FEES, null);
    expect(noRate.feeCeilingWei).toBe(noRate.feeWei);
  });
});
