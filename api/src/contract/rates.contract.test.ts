import { SEED_GEM_USD_PRICE } from '../seed/seed-merchants.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

describe('rates api against the server', () => {
  it('gives the seeded GEM price, to a visitor too', async () => {
    const { api, setToken, events } = contract();
    setToken(null);

    const rate = await api.rates.productUsd();

    expect(rate).toEqual({ price: SEED_GEM_USD_PRICE });
    expect(events).toEqual([]);
  });
});
