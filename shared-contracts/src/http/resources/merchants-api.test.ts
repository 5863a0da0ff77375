import { createMerchantsApi } from './merchants-api';
import { envelope, failure, fakeApi } from '../../testing/api/fake-api';

const DIAMOND_DREAMS = {
  id: 'diamond-dreams',
  status: 'ACTIVE',
  platforms: ['web'],
  gamePageURI: 'https://games.example/dd',
  landingPageURI: 'https://games.example/dd/landing',
  merchantPages: { store: true, market: true, craft: false },
  luxury: false,
  name: 'Diamond Dreams',
  tagline: { en: 'Cut, polish, collect.', ja: '磨いて、集めよう。' },
  artUrl: '/api/merchant-art/diamond-dreams.svg',
};

describe('merchants api', () => {
  it('lists the merchants of the main API with the bearer token', async () => {
    const { transport, calls } = fakeApi(() => envelope([DIAMOND_DREAMS]));

    const merchants = await createMerchantsApi(transport).list();

    expect(merchants).toEqual([DIAMOND_DREAMS]);
    expect(calls[0]).toMatchObject({ url: 'https://api.market.test/api/merchants', headers: { Authorization: 'Bearer session-token-1' } });
  });

  it('reads a merchant of an API that answers no tagline or art as having neither', async () => {
    const { tagline: _tagline, artUrl: _artUrl, ...before } = DIAMOND_DREAMS;
    const { transport } = fakeApi(() => envelope([before]));

    await expect(createMerchantsApi(transport).list()).resolves.toEqual([{ ...before, tagline: null, artUrl: null }]);
  });

  it('refuses a tagline without its English text, which every locale falls back to', async () => {
    const { transport } = fakeApi(() => envelope([{ ...DIAMOND_DREAMS, tagline: { ja: '磨いて、集めよう。' } }]));

    await expect(createMerchantsApi(transport).list()).resolves.toEqual([]);
  });

  it.each([401, 500, 503])('gives an empty list when the call fails with %i (spec §7)', async (status) => {
    const { transport } = fakeApi(() => failure(status));

    await expect(createMerchantsApi(transport).list()).resolves.toEqual([]);
  });

  it('gives an empty list for a malformed answer rather than half a merchant', async () => {
    const { transport } = fakeApi(() => envelope([{ ...DIAMOND_DREAMS, status: 'SOMETIMES' }]));

    await expect(createMerchantsApi(transport).list()).resolves.toEqual([]);
  });
});
