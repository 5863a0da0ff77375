import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { OpenDatabase } from '../db/open-database.js';
import { rates } from '../db/schema.js';
import { SEED_GEM_USD_PRICE } from '../db/seed.js';
import { openTestDatabase } from '../testing/test-database.js';

let database: OpenDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, logger: false });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /api/rates/{product}-usd', () => {
  it('answers the seeded GEM-to-USD price as a number', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/rates/gem-usd' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: 'OK', payload: { price: SEED_GEM_USD_PRICE } });
  });

  it('answers the price currently stored, not a fixed one', async () => {
    await database.db.update(rates).set({ price: 0.0513, updatedAt: new Date() }).where(eq(rates.product, 'GEM'));

    const response = await app.inject({ method: 'GET', url: '/api/rates/gem-usd' });

    expect(response.json().payload).toEqual({ price: 0.0513 });
  });

  it('answers 404 for a product without a rate', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/rates/btc-usd' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'Rate not found', payload: null });
  });
});
