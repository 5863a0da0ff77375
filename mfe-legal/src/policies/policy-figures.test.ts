import { policyFigures } from './policy-figures';

const FEES = { marketplaceFeesPercent: 5, minimumPrice: 0.5 };

describe('the live figures of the fees policy', () => {
  it('gives the percent in the locale, the minimum in USD and the floor in GEM at the rate', () => {
    // 0.50 USD at 0.04 USD per GEM is 12.5 GEM.
    expect(policyFigures(FEES, 0.04, 'en')).toEqual({ feePercent: '5%', minimumUsd: '$0.50', rateUsd: '$0.04', floorGem: '12.50 GEM' });
  });

  it('writes the percent the way the page language does', () => {
    expect(policyFigures(FEES, 0.04, 'de').feePercent).toBe('5\u00a0%');
    expect(policyFigures({ ...FEES, marketplaceFeesPercent: 2.5 }, 0.04, 'fr').feePercent).toMatch(/^2,5\s%$/u);
  });

  it('writes the rate to four decimals, so the floor beside it adds up', () => {
    expect(policyFigures(FEES, 0.0425, 'en')).toMatchObject({ rateUsd: '$0.0425', floorGem: '11.76 GEM' });
  });

  it('follows the configured rule and the rate', () => {
    expect(policyFigures({ marketplaceFeesPercent: 5, minimumPrice: 1 }, 0.25, 'en').floorGem).toBe('4.00 GEM');
  });

  it('has no rate nor floor while the rate is unknown, rather than a wrong number', () => {
    expect(policyFigures(FEES, null, 'en')).toMatchObject({ rateUsd: null, floorGem: null, feePercent: '5%' });
  });
});
