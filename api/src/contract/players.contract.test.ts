import { eq } from 'drizzle-orm';
import { clientLogs } from '../db/schema.js';
import { SEED_DEMO_PLAYER } from '../seed/seed-catalogue-stock.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

describe('players api against the server', () => {
  it("answers the demo user's Elemental Raiders player record (spec §7)", async () => {
    const { api, setToken, t } = contract();
    setToken(t.demo.token);

    await expect(api.players.elementalRaiders()).resolves.toEqual(SEED_DEMO_PLAYER);
  });

  it('gives null to a user who is not a player, of that merchant or another, as an answer: no error is logged', async () => {
    const { api, setToken, t, settled } = contract();
    const user = await t.createUser();
    setToken(user.token);

    await expect(api.players.elementalRaiders()).resolves.toBeNull();
    await expect(api.players.ofMerchant('diamond-dreams')).resolves.toBeNull();
    await settled();
    expect(await t.db.select().from(clientLogs).where(eq(clientLogs.userId, user.id))).toEqual([]);
  });

  it('rejects an expired session and reports it, rather than saying "not a player"', async () => {
    const { api, setToken, events, t } = contract();
    setToken(await t.expiredTokenFor(t.demo.id));

    await expect(api.players.elementalRaiders()).rejects.toMatchObject({ status: 401 });
    expect(events).toEqual([{ name: 'session:expired', payload: { status: 401, request: 'GET /api/merchants/elemental-raiders/user' } }]);
  });
});
