import { desc } from 'drizzle-orm';
import { clientLogs } from '../db/schema.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

const ENTRY = {
  event: 'fetch-error',
  status: 404,
  message: '404 Fetch error: GET /api/vault/keys',
  params: { data: JSON.stringify({ status: 404, message: 'Not Found' }) },
};

async function lastLog() {
  const [row] = await t.db.select().from(clientLogs).orderBy(desc(clientLogs.id)).limit(1);
  return row;
}

describe('POST /api/log', () => {
  it('stores the entry of a visitor and answers without echoing it', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/log', payload: ENTRY });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: 'OK', payload: null });
    expect(await lastLog()).toMatchObject({ userId: null, event: 'fetch-error', status: 404, message: ENTRY.message, data: ENTRY.params.data });
  });

  it("writes the scrubbed entry to the API's own log, for an operator watching the service", async () => {
    const lines: string[] = [];
    const logged = await openTestApp({ logger: { stream: { write: (line) => lines.push(line) } } });
    try {
      const data = JSON.stringify({ remote: 'marketplace_merchant', missing: [{ module: 'react-router', missing: ['useBlocker'] }], token: 'sekret-9' });
      await logged.app.inject({ method: 'POST', url: '/api/log', payload: { ...ENTRY, event: 'remote-refused', params: { data } } });
    } finally {
      await logged.close();
    }
    const report = lines
      .map((line) => JSON.parse(line) as { msg?: string; clientReport?: { event: string; data: string } })
      .find((line) => line.msg === 'client error report');
    expect(report?.clientReport?.event).toBe('remote-refused');
    expect(report?.clientReport?.data).toContain('useBlocker');
    expect(lines.join('\n')).not.toContain('sekret-9');
  });

  it('notes the signed-in user', async () => {
    await t.app.inject({ method: 'POST', url: '/api/log', payload: ENTRY, headers: t.bearer(t.demo.token) });

    expect((await lastLog())?.userId).toBe(t.demo.id);
  });

  it('stores an entry with an expired token as a visitor entry rather than refusing it', async () => {
    const expired = await t.expiredTokenFor(t.demo.id);

    const response = await t.app.inject({ method: 'POST', url: '/api/log', payload: ENTRY, headers: t.bearer(expired) });

    expect(response.statusCode).toBe(200);
    expect((await lastLog())?.userId).toBeNull();
  });

  it('drops secrets a client let through before storing the entry', async () => {
    const data = JSON.stringify({ body: { password: 'hunter2-hunter2', code: '123456', nested: [{ privateKey: '0xabc' }] }, note: 'Bearer eyJhbGciOi.x.y' });

    await t.app.inject({ method: 'POST', url: '/api/log', payload: { ...ENTRY, params: { data } } });

    const stored = (await lastLog())?.data ?? '';
    expect(stored).not.toMatch(/hunter2|123456|0xabc|eyJhbGciOi/);
    expect(JSON.parse(stored)).toEqual({
      body: { password: '[redacted]', code: '[redacted]', nested: [{ privateKey: '[redacted]' }] },
      note: 'Bearer [redacted]',
    });
  });

  it.each([
    [{ ...ENTRY, status: 'oops' }, /^body\.status: /],
    [{ ...ENTRY, params: { data: { not: 'a string' } } }, /^body\.params\.data: /],
    [{ event: 'x', status: 1, message: 'm' }, /^body\.params: /],
    [{ ...ENTRY, params: { data: 'x'.repeat(16_385) } }, /^body\.params\.data: /],
  ])('refuses an entry of the wrong shape with 400 naming the field', async (payload, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/log', payload });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});
