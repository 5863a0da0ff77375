import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { OpenDatabase } from '../db/open-database.js';
import { rates } from '../db/schema.js';
import { SEED_GEM_USD_PRICE } from '../seed/seed-merchants.js';
import { tickRate } from '../rates/rate-ticker.js';
import { openTestDatabase } from '../testing/test-database.js';

let database: OpenDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, logger: false, rateTickMs: null });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

function setPrice(price: number) {
  return database.db.update(rates).set({ price, updatedAt: new Date() }).where(eq(rates.product, 'GEM'));
}

describe('GET /api/rates/{product}-usd', () => {
  it('answers the seeded GEM-to-USD price as a number', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/rates/gem-usd' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: 'OK', payload: { price: SEED_GEM_USD_PRICE } });
  });

  it('answers the price currently stored, not a fixed one', async () => {
    await setPrice(0.0513);

    const response = await app.inject({ method: 'GET', url: '/api/rates/gem-usd' });

    expect(response.json().payload).toEqual({ price: 0.0513 });
  });

  it('answers the price the ticker moved it to', async () => {
    await setPrice(SEED_GEM_USD_PRICE);
    const moved = await tickRate({ db: database.db, random: () => 0.9 });

    const response = await app.inject({ method: 'GET', url: '/api/rates/gem-usd' });

    expect(moved).toBeGreaterThan(SEED_GEM_USD_PRICE);
    expect(response.json().payload).toEqual({ price: moved });
  });

  it('answers 404 for a product without a rate', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/rates/btc-usd' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'Rate not found', payload: null });
  });
});
