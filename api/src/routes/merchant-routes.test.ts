import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { OpenDatabase } from '../db/open-database.js';
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
    });
  });
});
