import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

function switchMaintenance(token: string | null, payload: unknown) {
  return send(t, 'PUT', '/api/status/maintenance', token, payload);
}

async function statusCode(): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/api/status/maintenance' })).json().payload.statusCode;
}

describe('PUT /api/status/maintenance', () => {
  afterEach(() => switchMaintenance(t.admin.token, { enabled: false }));

  it('lets an ADMIN turn maintenance on and off', async () => {
    const on = await switchMaintenance(t.admin.token, { enabled: true });
    const whileOn = await statusCode();
    const off = await switchMaintenance(t.admin.token, { enabled: false });

    expect(on.json()).toEqual({ status: 200, message: 'OK', payload: { enabled: true } });
    expect(whileOn).toBe(503);
    expect(off.json().payload).toEqual({ enabled: false });
    expect(await statusCode()).toBe(200);
  });

  it('refuses anyone who is not an ADMIN with 403 and changes nothing', async () => {
    const response = await switchMaintenance(t.demo.token, { enabled: true });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 403, message: 'Forbidden', payload: null });
    expect(await statusCode()).toBe(200);
  });

  it('refuses a body without a boolean, naming the field', async () => {
    const response = await switchMaintenance(t.admin.token, { enabled: 'yes' });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.enabled: /);
  });

  it('answers 401 without a token and to an expired ADMIN token', async () => {
    const expired = await t.expiredTokenFor(t.admin.id);

    expect((await switchMaintenance(null, { enabled: true })).statusCode).toBe(401);
    expect((await switchMaintenance(expired, { enabled: true })).statusCode).toBe(401);
    expect(await statusCode()).toBe(200);
  });
});
