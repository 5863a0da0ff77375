import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { OpenDatabase } from './db/open-database.js';
import { openTestDatabase } from './testing/test-database.js';

let database: OpenDatabase;

function headerList(value: string | string[] | number | undefined): string[] {
  return String(value)
    .split(',')
    .map((item) => item.trim());
}

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(() => database.close());

describe('the API application', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildApp({ db: database.db, logger: false });
  });

  afterEach(() => app.close());

  it('answers an unknown route with a 404 JSON envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: 404, message: 'Not Found', payload: null });
  });

  it('answers a failing handler with a 500 envelope that reveals nothing of the failure', async () => {
    app.get('/api/failing', async () => {
      throw new Error('secret internals at /srv/db.ts:42');
    });

    const response = await app.inject({ method: 'GET', url: '/api/failing' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 500, message: 'Internal Server Error', payload: null });
    expect(response.body).not.toMatch(/secret|stack|db\.ts/);
  });

  it('answers a malformed JSON body with a 400 envelope', async () => {
    app.post('/api/echo', async (request) => request.body);

    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, payload: null });
  });

  it('allows a CORS preflight from the shell origin', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/merchants',
      headers: {
        origin: 'http://127.0.0.1:8080',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,x-humanity-token',
      },
    });

    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:8080');
    expect(headerList(response.headers['access-control-allow-methods'])).toEqual(['GET', 'POST', 'PUT', 'DELETE']);
    expect(headerList(response.headers['access-control-allow-headers'])).toEqual(['Authorization', 'Content-Type', 'X-Humanity-Token', 'Idempotency-Key']);
  });

  it('does not allow a CORS preflight from any other origin', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/merchants',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });

    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows the origins it is configured with instead of the defaults', async () => {
    const configured = await buildApp({ db: database.db, logger: false, corsOrigins: ['https://shop.example'] });
    const headers = { 'access-control-request-method': 'GET' };

    const allowed = await configured.inject({ method: 'OPTIONS', url: '/api/merchants', headers: { ...headers, origin: 'https://shop.example' } });
    const refused = await configured.inject({ method: 'OPTIONS', url: '/api/merchants', headers: { ...headers, origin: 'http://127.0.0.1:8080' } });
    await configured.close();

    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the API log', () => {
  it('never holds the bearer token, even when a request fails', async () => {
    const lines: string[] = [];
    const app = await buildApp({ db: database.db, logger: { stream: { write: (line) => lines.push(line) } } });
    app.get('/api/failing', async () => {
      throw new Error('failure');
    });

    await app.inject({ method: 'GET', url: '/api/merchants', headers: { authorization: 'Bearer sekret-token-123' } });
    await app.inject({ method: 'GET', url: '/api/failing', headers: { authorization: 'Bearer sekret-token-123' } });
    await app.close();

    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain('sekret-token-123');
  });
});

describe('the API log, for request bodies', () => {
  it('hides passwords, codes, keys, tokens and vault values when a body is logged', async () => {
    const lines: string[] = [];
    const app = await buildApp({ db: database.db, logger: { stream: { write: (line) => lines.push(line) } } });
    app.post('/api/logs-its-body', async (request) => {
      request.log.info({ body: request.body }, 'body seen');
      return null;
    });

    await app.inject({
      method: 'POST',
      url: '/api/logs-its-body',
      payload: { password: 'pw-secret-1', code: 'code-secret-2', key: 'key-secret-3', token: 'token-secret-4', value: 'value-secret-5', email: 'kept@x.test' },
    });
    await app.close();

    const log = lines.join('\n');
    expect(log).toContain('kept@x.test');
    expect(log).not.toMatch(/pw-secret-1|code-secret-2|key-secret-3|token-secret-4|value-secret-5/);
  });
});
