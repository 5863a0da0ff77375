import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { OpenDatabase } from '../db/open-database.js';
import { merchants } from '../db/schema.js';
import { SEED_MERCHANT_TAGLINES } from '../seed/seed-merchant-presentation.js';
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

describe('GET /api/merchants', () => {
  it('lists every seeded merchant, inactive and luxury ones included', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/merchants' });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 200, message: 'OK' });
    expect(body.payload.map((merchant: { id: string; status: string; luxury: boolean }) => [merchant.id, merchant.status, merchant.luxury])).toEqual([
      ['aurum-atelier', 'ACTIVE', true],
      ['diamond-dreams', 'ACTIVE', false],
      ['elemental-raiders', 'ACTIVE', false],
      ['shadow-forge', 'INACTIVE', false],
    ]);
  });

  it('answers each merchant with exactly the fields of the Merchant contract', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/merchants' });

    expect(response.json().payload[1]).toEqual({
      id: 'diamond-dreams',
      name: 'Diamond Dreams',
      status: 'ACTIVE',
      platforms: ['web', 'android', 'ios'],
      gamePageURI: 'https://diamond-dreams.example/play',
      landingPageURI: 'https://diamond-dreams.example',
      merchantPages: { store: true, market: true, craft: true },
      luxury: false,
      tagline: SEED_MERCHANT_TAGLINES['diamond-dreams'],
      artUrl: '/api/merchant-art/diamond-dreams.svg',
    });
  });

  it("shows a merchant's change on the next read, though the list was read a moment before", async () => {
    await app.inject({ method: 'GET', url: '/api/merchants' });

    await database.db.update(merchants).set({ status: 'INACTIVE' }).where(eq(merchants.id, 'elemental-raiders'));
    const response = await app.inject({ method: 'GET', url: '/api/merchants' });
    await database.db.update(merchants).set({ status: 'ACTIVE' }).where(eq(merchants.id, 'elemental-raiders'));

    const raiders = response.json().payload.find((merchant: { id: string }) => merchant.id === 'elemental-raiders');
    expect(raiders.status).toBe('INACTIVE');
  });

  it('answers 304 with no body to a client that holds the current list', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/merchants' });

    const again = await app.inject({ method: 'GET', url: '/api/merchants', headers: { 'if-none-match': `W/${first.headers.etag}, "other"` } });

    expect(first.headers.etag).toMatch(/^".+"$/);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
