import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

describe('status api against the server', () => {
  it('says the site is open', async () => {
    const { api, setToken } = contract();
    setToken(null);

    const status = await api.status.maintenance();

    expect(status).toEqual({ statusCode: 200 });
  });

  it("follows the ADMIN's switch: 503 while on (the check's answer, so no maintenance event on the bus), 200 once off", async () => {
    const { api, setToken, t, events } = contract();
    setToken(t.admin.token);

    const switchedOn = await api.status.setMaintenance(true);
    const during = await api.status.maintenance();
    const switchedOff = await api.status.setMaintenance(false);
    const after = await api.status.maintenance();

    expect(switchedOn).toEqual({ enabled: true });
    expect(during).toEqual({ statusCode: 503 });
    expect(events).toEqual([]);
    expect(switchedOff).toEqual({ enabled: false });
    expect(after).toEqual({ statusCode: 200 });
  });

  it('refuses the switch to a user who is not an ADMIN', async () => {
    const { api, setToken, t } = contract();
    setToken(t.demo.token);

    await expect(api.status.setMaintenance(true)).rejects.toMatchObject({ status: 403 });

    await expect(api.status.maintenance()).resolves.toEqual({ statusCode: 200 });
  });

  it('reports a visitor trying the switch as an expired session', async () => {
    const { api, setToken, events } = contract();
    setToken(null);

    await expect(api.status.setMaintenance(true)).rejects.toMatchObject({ status: 401 });

    expect(events).toEqual([{ name: 'session:expired', payload: { status: 401, request: 'PUT /api/status/maintenance' } }]);
  });
});
