import { SEED_MERCHANTS } from '../seed/seed-merchants.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

describe('merchants api against the server', () => {
  it('lists every seeded merchant, inactive and luxury ones too, each valid against the schema', async () => {
    const { api, setToken, t } = contract();
    setToken(t.demo.token);

    const merchants = await api.merchants.list();

    expect(merchants.map((merchant) => merchant.id).sort()).toEqual(SEED_MERCHANTS.map((merchant) => merchant.id).sort());
    expect(merchants.some((merchant) => merchant.status === 'INACTIVE')).toBe(true);
    expect(merchants.some((merchant) => merchant.luxury)).toBe(true);
  });

  it('lists them for a visitor as well', async () => {
    const { api, setToken } = contract();
    setToken(null);

    const merchants = await api.merchants.list();

    expect(merchants.length).toBe(SEED_MERCHANTS.length);
  });
});
