import { eq } from 'drizzle-orm';
import { SUPPORTED_LOCALES } from '@marketplace/contracts/wire';
import { openTestDatabase } from '../testing/test-database.js';
import type { OpenDatabase } from '../db/open-database.js';
import { merchants } from '../db/schema.js';
import { SEED_MERCHANTS } from './seed-merchants.js';
import { SEED_MERCHANT_TAGLINES, seedMerchantPresentation } from './seed-merchant-presentation.js';

let database: OpenDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(() => database.close());

describe('the seeded games’ taglines and art', () => {
  it('gives every seeded game a tagline in all nine locales and its key art', async () => {
    const rows = await database.db.select({ id: merchants.id, tagline: merchants.tagline, artUrl: merchants.artUrl }).from(merchants);

    expect(rows.map((row) => row.id).sort()).toEqual(SEED_MERCHANTS.map((merchant) => merchant.id).sort());
    for (const row of rows) {
      expect(Object.keys(row.tagline ?? {}).sort()).toEqual([...SUPPORTED_LOCALES].sort());
      expect(row.artUrl).toBe(`/api/merchant-art/${row.id}.svg`);
    }
  });

  it('writes them in each locale’s own words, not English copies', () => {
    for (const tagline of Object.values(SEED_MERCHANT_TAGLINES)) {
      const others = SUPPORTED_LOCALES.filter((locale) => locale !== 'en').map((locale) => tagline[locale]);
      expect(others).not.toContain(tagline.en);
    }
  });

  it('leaves a game that has its own tagline or art as it is (an older database seeded again)', async () => {
    const own = { tagline: { en: 'Our own words.' }, artUrl: 'https://cdn.example/dd.webp' };
    await database.db.update(merchants).set(own).where(eq(merchants.id, 'diamond-dreams'));
    await database.db.update(merchants).set({ tagline: null, artUrl: null }).where(eq(merchants.id, 'elemental-raiders'));

    await database.db.transaction((tx) => seedMerchantPresentation(tx));

    const [dreams] = await database.db.select().from(merchants).where(eq(merchants.id, 'diamond-dreams'));
    const [raiders] = await database.db.select().from(merchants).where(eq(merchants.id, 'elemental-raiders'));
    expect(dreams).toMatchObject(own);
    expect(raiders).toMatchObject({ tagline: SEED_MERCHANT_TAGLINES['elemental-raiders'], artUrl: '/api/merchant-art/elemental-raiders.svg' });
  });
});
