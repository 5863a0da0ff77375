import { desc } from 'drizzle-orm';
import { buildErrorLogEntry } from '@marketplace/contracts/http';
import { clientLogs } from '../db/schema.js';
import { LOG_BODY_LIMIT_BYTES, LOG_REPORTS_PER_MINUTE } from '../routes/log-routes.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

const ENTRY = { event: 'fetch-error', status: 500, message: '500 Fetch error: GET /api/merchants', params: { data: '{}' } };

const report = (payload: unknown, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/log', payload: payload as object, remoteAddress });

async function lastLog() {
  const [row] = await t.db.select().from(clientLogs).orderBy(desc(clientLogs.id)).limit(1);
  return row!;
}

/** Secrets in the shapes the client's scrubber knows: in text, not only in named JSON fields. */
const KEY = `0x${'ab'.repeat(32)}`;
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
const TEXT_WITH_SECRETS = `unlock failed: password=hunter2-hunter2 key ${KEY} token ${JWT}`;

describe('finding 13: the anonymous error log is bounded and scrubs like the client', () => {
  it(`a client sending more than ${LOG_REPORTS_PER_MINUTE} reports a minute gets 429 with Retry-After, and another client is not affected`, async () => {
    const answers = [];
    for (let sent = 0; sent < LOG_REPORTS_PER_MINUTE + 5; sent += 1) answers.push(await report(ENTRY, '198.51.100.1'));

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(LOG_REPORTS_PER_MINUTE);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused[0]!.json()).toMatchObject({ status: 429, payload: null });
    expect((await report(ENTRY, '198.51.100.2')).statusCode).toBe(200);
  });

  it('a body above the limit is refused with 413 before it is read into a query', async () => {
    const huge = { ...ENTRY, params: { data: 'x'.repeat(LOG_BODY_LIMIT_BYTES) } };

    const response = await report(huge, '198.51.100.3');

    expect(response.statusCode).toBe(413);
  });

  it('secrets in the message and in non-JSON data are removed by the same scrubber the client uses', async () => {
    const response = await report({ ...ENTRY, message: TEXT_WITH_SECRETS, params: { data: TEXT_WITH_SECRETS } }, '198.51.100.4');

    expect(response.statusCode).toBe(200);
    const stored = await lastLog();
    for (const secret of ['hunter2-hunter2', KEY.slice(2), JWT]) {
      expect(stored.message).not.toContain(secret);
      expect(stored.data).not.toContain(secret);
    }
    // What the server keeps is exactly what a current client would have sent.
    const client = buildErrorLogEntry({ event: ENTRY.event, status: ENTRY.status, message: TEXT_WITH_SECRETS, data: TEXT_WITH_SECRETS });
    expect(stored.message).toBe(client.message);
  });
});
