/** Spec §8 wallet texts the key custody fails with. */
export const CUSTODY_ERRORS = {
  walletNotFound: 'wallet not found.',
  keyNotFound: 'key not found.',
  missingRescue: 'Missing rescue',
  missingRecoveryKey: 'Missing recovery key',
  keyTypeNotFound: 'Key type not found in user keys',
  addressNotFound: 'User address not found',
  createFailed: 'Failed to create wallet',
  rescueKeyFailed: 'Failed to generate a rescue key',
  /** Not a spec §8 text: the sign-in password a vault change asks for (verify/password) was wrong. */
  wrongAccountPassword: 'Wrong sign-in password',
} as const;

/**
 * Why an unlock failed, which decides what the person sees (spec §4): a wrong password or provider
 * secret, or no entry for the way they signed in, locks the wallet (the locked modal); anything
 * else (a key that is not the wallet's, a damaged vault) is for support.
 */
export type UnlockFailureKind = 'locked' | 'support';

export class UnlockError extends Error {
  constructor(
    message: string,
    readonly kind: UnlockFailureKind,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'UnlockError';
  }
}

/** Signing was asked of a wallet that is not unlocked: the requester gets this, and the locked modal opens. */
export class WalletLockedError extends Error {
  constructor() {
    super('The wallet is locked');
    this.name = 'WalletLockedError';
  }
}
