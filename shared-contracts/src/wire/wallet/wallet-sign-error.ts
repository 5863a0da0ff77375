/**
 * Why a `wallet:sign` request was refused, so the requester can tell the person what to do:
 * `locked` the wallet is locked (the wallet opened its locked modal), `declined` the person said no,
 * `no-wallet` there is no wallet yet (the wallet opened wallet-create), `failed` signing itself failed.
 */
export type WalletSignFailure = 'locked' | 'declined' | 'no-wallet' | 'failed';

/** The one error a `wallet:sign` request rejects with (besides the bus's own timeout). */
export class WalletSignError extends Error {
  constructor(
    readonly reason: WalletSignFailure,
    options?: { cause?: unknown },
  ) {
    super(`The wallet did not sign: ${reason}`, options);
    this.name = 'WalletSignError';
  }
}

/** How long a requester waits for a signature: the person reads and confirms a dialog first. */
export const WALLET_SIGN_TIMEOUT_MS = 5 * 60_000;
