import { desc, eq } from 'drizzle-orm';
import { clientLogs } from '../db/schema.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

/** A collectible id nothing has: the server refuses it with a 404, which the transport logs. */
const MISSING_COLLECTIBLE = '00000000-0000-4000-8000-000000000000';

/** The client log entries the server stored for the user, newest first. */
async function logsOf(userId: string) {
  const { t } = contract();
  return t.db.select().from(clientLogs).where(eq(clientLogs.userId, userId)).orderBy(desc(clientLogs.id));
}

describe("the transport's error log against POST /api/log", () => {
  it('stores a failed call as spec §8 words it, for the signed-in user', async () => {
    const { api, setToken, t, settled } = contract();
    const user = await t.createUser();
    setToken(user.token);

    await api.collectibles.detail(MISSING_COLLECTIBLE);
    await settled();

    const [entry] = await logsOf(user.id);
    expect(entry).toMatchObject({ event: 'fetch-error', status: 404, message: `404 Fetch error: GET /api/collectibles/${MISSING_COLLECTIBLE}` });
    expect(JSON.parse(entry?.data ?? 'null')).toEqual({ status: 404, message: 'Collectible not found', payload: null });
  });

  it('stores an error-level log of the app with its secrets scrubbed', async () => {
    const { transport, setToken, t, settled } = contract();
    const user = await t.createUser();
    setToken(user.token);

    transport.logError('wallet-create', new Error('Failed to create wallet'), { password: 'correct horse battery', step: 'wrap' });
    await settled();

    const [entry] = await logsOf(user.id);
    expect(entry).toMatchObject({ event: 'wallet-create', status: 0, message: 'Failed to create wallet' });
    expect(entry?.data).toContain('"step":"wrap"');
    expect(entry?.data).not.toContain('correct horse battery');
    expect(entry?.data).not.toContain(user.token);
  });
});
