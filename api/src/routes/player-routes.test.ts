import { SEED_DEMO_PLAYER } from '../seed/seed-catalogue-stock.js';
import { seededCollector } from '../testing/catalogue-fixtures.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { authHeaders } from '../testing/send-request.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

function getPlayer(merchantId: string, token: string | null) {
  return t.app.inject({ method: 'GET', url: `/api/merchants/${merchantId}/user`, ...authHeaders(t, token) });
}

describe('GET /api/merchants/{merchantId}/user', () => {
  it("answers the signed-in user's Elemental Raiders player record (spec §7)", async () => {
    const response = await getPlayer('elemental-raiders', t.demo.token);

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual(SEED_DEMO_PLAYER);
  });

  it('answers "not a player" as data to a user who is not one, whoever else is: 200 with a null payload', async () => {
    const collector = await seededCollector(t);

    const response = await getPlayer('elemental-raiders', collector.token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: 'OK', payload: null });
  });

  it('answers a null player for a merchant the user does not play', async () => {
    const response = await getPlayer('diamond-dreams', t.demo.token);

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toBeNull();
  });

  it("answers 404 'Merchant not found' for an inactive or unknown merchant", async () => {
    expect((await getPlayer('shadow-forge', t.demo.token)).json().message).toBe('Merchant not found');
    expect((await getPlayer('no-such-game', t.demo.token)).json().message).toBe('Merchant not found');
  });

  it('refuses a malformed merchant id with 400 naming it', async () => {
    const response = await getPlayer('Elemental_Raiders', t.demo.token);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^params\.merchantId: /);
  });

  it('answers 401 without a token and to an expired one', async () => {
    expect((await getPlayer('elemental-raiders', null)).statusCode).toBe(401);
    expect((await getPlayer('elemental-raiders', await t.expiredTokenFor(t.demo.id))).statusCode).toBe(401);
  });
});
