import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { OpenDatabase } from '../db/open-database.js';
import { MAINTENANCE_SETTING, settings } from '../db/schema.js';
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

async function setMaintenance(enabled: boolean): Promise<void> {
  await database.db.update(settings).set({ enabled, updatedAt: new Date() }).where(eq(settings.key, MAINTENANCE_SETTING));
}

describe('GET /api/status/maintenance', () => {
  afterEach(() => setMaintenance(false));

  it('answers 200 with statusCode 200 while the site is open', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/status/maintenance' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: 200, message: 'OK', payload: { statusCode: 200 } });
  });

  it('answers 503 Maintenance with statusCode 503 while the maintenance flag is on', async () => {
    await setMaintenance(true);

    const response = await app.inject({ method: 'GET', url: '/api/status/maintenance' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 503, message: 'Maintenance', payload: { statusCode: 503 } });
  });
});
