import { createPlayersApi } from './players-api';
import { envelope, failure, fakeApi } from '../../testing/api/fake-api';

const PLAYER = { merchantId: 'elemental-raiders', playerId: 'ER-7F3A-0001', linkedAt: '2025-04-02T09:30:00.000Z' };

describe('players api', () => {
  it('asks the elemental-raiders player of spec §7 with the bearer token', async () => {
    const { transport, calls } = fakeApi(() => envelope(PLAYER));

    await expect(createPlayersApi(transport).elementalRaiders()).resolves.toEqual(PLAYER);
    expect(calls[0]).toMatchObject({
      url: 'https://api.market.test/api/merchants/elemental-raiders/user',
      headers: { Authorization: 'Bearer session-token-1' },
    });
  });

  it("gives null for the reference API's null payload: not a player, answered as data", async () => {
    const { transport } = fakeApi(() => envelope(null));

    await expect(createPlayersApi(transport).elementalRaiders()).resolves.toBeNull();
  });

  it('gives null on 404: not a player (spec §7)', async () => {
    const { transport } = fakeApi(() => failure(404, 'Player not found'));

    await expect(createPlayersApi(transport).elementalRaiders()).resolves.toBeNull();
  });

  it('rejects an expired session rather than calling the user "not a player"', async () => {
    const { transport, events } = fakeApi(() => failure(401, 'Unauthorized'));

    await expect(createPlayersApi(transport).elementalRaiders()).rejects.toMatchObject({ status: 401 });
    expect(events.map((event) => event.name)).toEqual(['session:expired']);
  });

  it('asks any merchant the same way', async () => {
    const { transport, calls } = fakeApi(() => failure(404));

    await expect(createPlayersApi(transport).ofMerchant('diamond-dreams')).resolves.toBeNull();
    expect(calls[0]?.url).toBe('https://api.market.test/api/merchants/diamond-dreams/user');
  });
});
