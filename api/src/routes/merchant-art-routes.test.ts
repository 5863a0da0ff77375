import { SEED_MERCHANTS } from '../seed/seed-merchants.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

describe('GET /api/merchant-art/{merchantId}.svg', () => {
  it('draws the key art that every seeded merchant answers as its artUrl', async () => {
    const answered = (await t.app.inject({ method: 'GET', url: '/api/merchants' })).json().payload as Array<{ id: string; artUrl: string }>;

    expect(answered.map((merchant) => merchant.id).sort()).toEqual(SEED_MERCHANTS.map((merchant) => merchant.id).sort());
    for (const { artUrl } of answered) {
      const response = await t.app.inject({ method: 'GET', url: artUrl });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="600" viewBox="0 0 1200 600"/);
    }
  });

  it('serves the picture so that, opened on its own, it can run nothing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/merchant-art/diamond-dreams.svg' });

    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).not.toMatch(/<script|on\w+=/i);
  });

  it('answers 404 for a merchant it drew no art for', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/merchant-art/no-such-game.svg' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'Image not found', payload: null });
  });

  it.each(['diamond-dreams.png', 'Diamond_Dreams.svg', '..%2Fseed.svg'])('refuses %s with 400', async (fileName) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/merchant-art/${fileName}` });

    expect(response.statusCode).toBe(400);
  });
});
