import { ApiError, type SelfUser, type VaultKeysRecord } from '@marketplace/contracts/wire';
import { selfUserFixture } from '@marketplace/contracts/testing';
import { runLoginStartup, type StartupApi } from './login-startup';

const profile: SelfUser = selfUserFixture({ walletAddress: '0x1111111111111111111111111111111111111111' });

const entry = { value: 'envelope', time: '2026-01-02T03:05:00.000Z' };

function fakeApi({
  maintenance = 200,
  self = async () => profile,
  keys = async () => ({ password: entry, rescue: entry }),
  player = async () => ({ merchantId: 'elemental-raiders', playerId: 'ER-1', linkedAt: '2026-01-01T00:00:00.000Z' }),
}: {
  maintenance?: number;
  self?: () => Promise<SelfUser>;
  keys?: () => Promise<VaultKeysRecord | null>;
  player?: () => Promise<{ merchantId: string; playerId: string; linkedAt: string } | null>;
} = {}): StartupApi {
  return {
    status: { maintenance: async () => ({ statusCode: maintenance }) },
    users: { self },
    wallet: { serverBalance: async () => ({ GEM: 2500, USD: 106.25 }) },
    vault: { keys },
    players: { elementalRaiders: player },
  } as unknown as StartupApi;
}

describe('runLoginStartup', () => {
  it('builds the user state from the profile, the server balance and the player link', async () => {
    const { user, walletPrompt } = await runLoginStartup(fakeApi(), 'token-1');

    expect(user).toMatchObject({
      authToken: 'token-1',
      id: profile.id,
      balance: 2500,
      playerId: 'ER-1',
      elementalRaidersPlayer: true,
      requireWalletUpdate: false,
    });
    expect(walletPrompt).toBeNull();
  });

  it('lets an ADMIN in during maintenance', async () => {
    const { user } = await runLoginStartup(fakeApi({ maintenance: 503, self: async () => ({ ...profile, role: 'ADMIN' }) }), 'token-1');

    expect(user.role).toBe('ADMIN');
  });

  it('reads "not a player" from a null answer', async () => {
    const { user } = await runLoginStartup(fakeApi({ player: async () => null }), 'token-1');

    expect(user).toMatchObject({ playerId: null, elementalRaidersPlayer: false });
  });

  it.each([
    ['maintenance is on', { maintenance: 503 }, 'Maintenance'],
    ['the profile fails', { self: () => Promise.reject(new ApiError('GET /api/users/self', 500, '500 Fetch error')) }, 'Failed to get user'],
    ['the vault fails', { keys: () => Promise.reject(new ApiError('GET /api/vault/keys', 500, '500 Fetch error')) }, 'Failed to get keys'],
    ['a user with a wallet has no keys', { keys: async () => null }, 'No keys found'],
  ])('fails when %s', async (_case, overrides, message) => {
    await expect(runLoginStartup(fakeApi(overrides), 'token-1')).rejects.toThrow(message);
  });

  it('asks a user without a wallet and without keys to make one', async () => {
    const { walletPrompt } = await runLoginStartup(fakeApi({ self: async () => ({ ...profile, walletAddress: null }), keys: async () => null }), 'token-1');

    expect(walletPrompt).toBe('create');
  });

  it.each([
    ['a plain private key', { privateKey: entry }],
    ['only a rescue key', { rescue: entry }],
  ])('marks a legacy vault with %s for update', async (_case, record) => {
    const { user, walletPrompt } = await runLoginStartup(fakeApi({ keys: async () => record }), 'token-1');

    expect(user.requireWalletUpdate).toBe(true);
    expect(walletPrompt).toBe('update');
  });
});
