import { isLegacyVault, PRODUCT, userStateFromProfile, type UserState, type WalletCreateMode } from '@marketplace/contracts/wire';
import type { MarketplaceApi } from '@marketplace/contracts/http';

/** Spec §8 texts of the ways login startup fails. */
export const STARTUP_ERRORS = {
  maintenance: 'Maintenance',
  user: 'Failed to get user',
  keys: 'Failed to get keys',
  noKeys: 'No keys found',
  wallet: 'wallet not found.',
} as const;

export type StartupErrorText = (typeof STARTUP_ERRORS)[keyof typeof STARTUP_ERRORS];

export class LoginStartupError extends Error {
  constructor(
    message: StartupErrorText,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'LoginStartupError';
  }
}

export type StartupApi = Pick<MarketplaceApi, 'status' | 'users' | 'wallet' | 'vault' | 'players'>;

export interface StartupResult {
  user: UserState;
  /** The wallet-create modal to open: a user without a wallet yet, or a legacy vault to re-wrap. */
  walletPrompt: WalletCreateMode | null;
}

async function step<T>(call: () => Promise<T>, failure: StartupErrorText): Promise<T> {
  try {
    return await call();
  } catch (cause) {
    throw new LoginStartupError(failure, cause);
  }
}

/**
 * Spec §4 login startup, with the token already in the session: maintenance, the user profile
 * (identity and server, merged), the server wallet, the vault keys. Throws a LoginStartupError with
 * the spec §8 text of the step that failed; the caller resets the session.
 */
export async function runLoginStartup(api: StartupApi, token: string): Promise<StartupResult> {
  const status = await step(() => api.status.maintenance(), STARTUP_ERRORS.maintenance);
  const profile = await step(() => api.users.self(), STARTUP_ERRORS.user);
  // An ADMIN passes maintenance (spec §6): they are the one who switches it off again.
  if (status.statusCode === 503 && profile.role !== 'ADMIN') throw new LoginStartupError(STARTUP_ERRORS.maintenance);

  const [balance, keys, player] = await Promise.all([
    step(() => api.wallet.serverBalance(), STARTUP_ERRORS.wallet),
    step(() => api.vault.keys(), STARTUP_ERRORS.keys),
    // Not being a player is an answer (404 → null); only a failure to ask is not, and it is not fatal.
    api.players.elementalRaiders().catch(() => null),
  ]);

  const user: UserState = {
    ...userStateFromProfile(profile, token),
    balance: balance[PRODUCT],
    playerId: player?.playerId ?? null,
    elementalRaidersPlayer: player !== null,
  };

  if (!keys) {
    // A user who never made a wallet has nothing to unlock yet: they are asked to make one.
    if (user.walletAddress) throw new LoginStartupError(STARTUP_ERRORS.noKeys);
    return { user, walletPrompt: 'create' };
  }
  if (isLegacyVault(keys)) return { user: { ...user, requireWalletUpdate: true }, walletPrompt: 'update' };
  return { user, walletPrompt: null };
}
