import { eq } from 'drizzle-orm';
import { REAUTHENTICATION_REQUIRED } from '@marketplace/contracts/wire';
import { clientLogs } from '../db/schema.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

const PASSWORD_KEY = { value: '{"v":1,"kdf":"pbkdf2","salt":"c2FsdA","iv":"aXY","ct":"Y2lwaGVy"}', time: '2025-05-01T10:00:00.000Z' };
const RESCUE_KEY = { value: '{"v":1,"iv":"aXY","ct":"cmVzY3Vl"}', time: '2025-05-01T10:00:01.000Z' };

describe('vault api against the server', () => {
  it('gives null before any key is saved (no error logged), then the keys as saved, keeping earlier entries', async () => {
    const { api, setToken, t, settled } = contract();
    const user = await t.createUser();
    setToken(user.token);

    const before = await api.vault.keys();
    await settled();
    expect(await t.db.select().from(clientLogs).where(eq(clientLogs.userId, user.id))).toEqual([]);
    const firstSave = await api.vault.saveKeys({ password: PASSWORD_KEY });
    const secondSave = await api.vault.saveKeys({ rescue: RESCUE_KEY });
    const after = await api.vault.keys();

    expect(before).toBeNull();
    expect(firstSave).toEqual({ password: PASSWORD_KEY });
    expect(secondSave).toEqual({ password: PASSWORD_KEY, rescue: RESCUE_KEY });
    expect(after).toEqual({ password: PASSWORD_KEY, rescue: RESCUE_KEY });
  });

  it('removes an entry sent as null (an updated legacy vault drops its plain key, after a re-authentication)', async () => {
    const { api, setToken, t } = contract();
    setToken(await t.tokenFor((await t.createUser()).id, { reauthenticated: true }));
    await api.vault.saveKeys({ privateKey: { value: '0xplain', time: PASSWORD_KEY.time }, rescue: RESCUE_KEY });

    const saved = await api.vault.saveKeys({ password: PASSWORD_KEY, privateKey: null });

    expect(saved).toEqual({ password: PASSWORD_KEY, rescue: RESCUE_KEY });
  });

  it('refuses a change to an existing entry without a fresh re-authentication, with the message the wallet recognises', async () => {
    const { api, setToken, t } = contract();
    setToken((await t.createUser()).token);
    await api.vault.saveKeys({ password: PASSWORD_KEY });

    await expect(api.vault.saveKeys({ password: null })).rejects.toMatchObject({ status: 403, answerMessage: REAUTHENTICATION_REQUIRED });
  });

  it('gives a Google session its wrapping secret and refuses a password session', async () => {
    const { api, setToken, t } = contract();
    const user = await t.createUser();

    setToken(await t.tokenFor(user.id, { method: 'google' }));
    const secret = await api.vault.wrappingSecret();
    setToken(user.token);
    const refused = api.vault.wrappingSecret();

    expect(secret).toEqual({ provider: 'google', secret: expect.any(String) });
    await expect(refused).rejects.toMatchObject({ status: 403 });
  });

  it('tells key times through the user as well', async () => {
    const { api, setToken, t } = contract();
    setToken((await t.createUser()).token);

    await api.vault.saveKeys({ password: PASSWORD_KEY });

    await expect(api.users.self()).resolves.toMatchObject({ keys: { password: PASSWORD_KEY.time, google: null } });
  });

  it('rejects a visitor and reports the expired session, never reading it as "no keys"', async () => {
    const { api, setToken, events } = contract();
    setToken(null);

    await expect(api.vault.keys()).rejects.toMatchObject({ status: 401 });

    expect(events).toEqual([{ name: 'session:expired', payload: { status: 401, request: 'GET /api/vault/keys' } }]);
  });
});
