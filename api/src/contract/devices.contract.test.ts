import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

describe('devices api against the server', () => {
  it("lists the user's devices, the asking one marked current", async () => {
    const { api, setToken, t } = contract();
    const user = await t.createUser();
    await t.tokenFor(user.id);
    setToken(user.token);

    const devices = await api.devices.list();

    expect(devices).toHaveLength(2);
    expect(devices.filter((device) => device.current)).toHaveLength(1);
    expect(devices[0]).toMatchObject({ name: 'Chrome on Linux', signInMethod: 'password' });
  });

  it('removes another device of the user, which signs that session out', async () => {
    const { api, setToken, t, events } = contract();
    const user = await t.createUser();
    const elsewhere = await t.tokenFor(user.id);
    setToken(user.token);
    const other = (await api.devices.list()).find((device) => !device.current)!;

    const removed = await api.devices.remove(other.id);
    setToken(elsewhere);
    const listedByRemoved = await api.devices.list();

    expect(removed).toEqual({ id: other.id });
    expect(listedByRemoved).toEqual([]);
    expect(events).toEqual([{ name: 'session:expired', payload: { status: 401, request: 'GET /api/users/self/devices' } }]);
  });

  it("rejects removing another user's device with 404", async () => {
    const { api, setToken, t } = contract();
    const owner = await t.createUser();
    setToken(owner.token);
    const [ownersDevice] = await api.devices.list();
    setToken((await t.createUser()).token);

    await expect(api.devices.remove(ownersDevice!.id)).rejects.toMatchObject({ status: 404, answerMessage: 'Device not found' });
  });

  it('gives a visitor an empty list and reports the expired session', async () => {
    const { api, setToken, events } = contract();
    setToken(null);

    await expect(api.devices.list()).resolves.toEqual([]);

    expect(events).toEqual([{ name: 'session:expired', payload: { status: 401, request: 'GET /api/users/self/devices' } }]);
  });
});
