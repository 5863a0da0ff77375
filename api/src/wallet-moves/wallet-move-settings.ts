import { gemToWei } from '../ledger/gem-amounts.js';

/** How GEM enters and leaves wallets: the send's network fee, and the local deposit stand-in's limits. */
export interface WalletMoveSettings {
  /** Paid by the sender on top of every send (a network fee, not the marketplace fee of a purchase). */
  networkFeeWei: bigint;
  /** The most the deposit stand-in adds to one person in any 24 hours. */
  depositDailyCapWei: bigint;
  /** A stand-in deposit stays pending this long (a simulated chain confirmation) before it is credited. */
  depositConfirmAfterMs: number;
  /** A send stays pending this long before it completes and reaches the recipient. */
  transferConfirmAfterMs: number;
}

export const DEFAULT_WALLET_MOVE_SETTINGS: WalletMoveSettings = {
  networkFeeWei: gemToWei('0.1'),
  depositDailyCapWei: gemToWei('500'),
  depositConfirmAfterMs: 3000,
  transferConfirmAfterMs: 2000,
};

/**
 * Reads `TRANSFER_NETWORK_FEE_GEM`, `DEPOSIT_DAILY_CAP_GEM`, `DEPOSIT_CONFIRM_AFTER_MS` and
 * `TRANSFER_CONFIRM_AFTER_MS`; unset ones keep their default, a malformed one stops the start.
 */
export function readWalletMoveSettings(env: NodeJS.ProcessEnv): WalletMoveSettings {
  const defaults = DEFAULT_WALLET_MOVE_SETTINGS;
  return {
    networkFeeWei: gemIn('TRANSFER_NETWORK_FEE_GEM', env.TRANSFER_NETWORK_FEE_GEM, defaults.networkFeeWei),
    depositDailyCapWei: gemIn('DEPOSIT_DAILY_CAP_GEM', env.DEPOSIT_DAILY_CAP_GEM, defaults.depositDailyCapWei),
    depositConfirmAfterMs: millisecondsIn('DEPOSIT_CONFIRM_AFTER_MS', env.DEPOSIT_CONFIRM_AFTER_MS, defaults.depositConfirmAfterMs),
    transferConfirmAfterMs: millisecondsIn('TRANSFER_CONFIRM_AFTER_MS', env.TRANSFER_CONFIRM_AFTER_MS, defaults.transferConfirmAfterMs),
  };
}

function gemIn(name: string, raw: string | undefined, fallback: bigint): bigint {
  if (!raw) return fallback;
  if (!/^\d{1,12}(?:\.\d{1,18})?$/.test(raw)) throw new Error(`${name} is not a GEM amount such as 0.10: ${raw}`);
  return gemToWei(raw);
}

function millisecondsIn(name: string, raw: string | undefined, fallback: number): number {
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 86_400_000) throw new Error(`${name} is not a whole number of milliseconds up to a day: ${raw}`);
  return value;
}
