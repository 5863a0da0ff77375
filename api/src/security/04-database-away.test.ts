import { createServer, type AddressInfo } from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import type { Database } from '../db/database.js';
import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import { CONNECT_TIMEOUT_MS, keepPoolAlive } from '../db/open-database.js';
import * as schema from '../db/schema.js';

/** A port that refuses connections: a PostgreSQL server that is down. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let pool: pg.Pool;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  pool = new pg.Pool({ host: '127.0.0.1', port: await closedPort(), user: 'marketplace', connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  keepPoolAlive(pool, (line) => logLines.push(line));
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  app = await buildApp({
    db,
    jwtSecret: 'a-test-secret-of-at-least-32-characters',
    logger: { stream: { write: (line) => logLines.push(line) } },
    rateTickMs: null,
    settleAfterMs: null,
  });
});

afterAll(async () => {
  await app.close();
  await pool.end();
});

describe('finding 4: the API survives the database going away', () => {
  it('answers 503 with Retry-After and the JSON error envelope while PostgreSQL refuses connections, never 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/merchants' });

    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toEqual({ status: 503, message: 'Database unavailable, try again shortly', payload: null });
  });

  it("a connection lost while idle is logged, not the end of the process (an unhandled pool 'error' would be)", () => {
    const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' });

    expect(() => pool.emit('error', lost)).not.toThrow();
    expect(logLines.join('')).toContain('database connection lost');
    expect(logLines.join('')).toContain('"code":"57P01"');
  });

  it('tells an absent database from a failing query', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: Object.assign(new Error('admin shutdown'), { code: '57P01' }) }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
  });
});
