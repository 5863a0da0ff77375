import { ApiError } from '../api/api-error';
import { REAUTHENTICATION_REQUIRED } from '../schemas/vault-schemas';

/**
 * Spec §8: the encryption and wallet error texts, each with the message key that says it to a person
 * in their language (catalogue section `walletErrors`). The texts stay the errors' messages (logs, tests);
 * only this map turns them into words on screen.
 */
const WALLET_ERROR_MESSAGE_KEYS = {
  'Input is required.': 'walletErrors.inputRequired',
  'Key is required.': 'walletErrors.inputRequired',
  'Public key is required.': 'walletErrors.inputRequired',
  'Private key is required.': 'walletErrors.inputRequired',
  'Encryption failed.': 'walletErrors.encryptionFailed',
  'Decryption failed.': 'walletErrors.decryptionFailed',
  'Asymmetric encryption failed.': 'walletErrors.encryptionFailed',
  'Asymmetric decryption failed.': 'walletErrors.rescueDecryptionFailed',
  'Obfuscation failed.': 'walletErrors.cacheFailed',
  'Deobfuscation failed.': 'walletErrors.cacheFailed',
  'Destruction failed.': 'walletErrors.destructionFailed',
  'wallet not found.': 'walletErrors.walletNotFound',
  'wid not found.': 'walletErrors.walletNotFound',
  'key not found.': 'walletErrors.keyNotFound',
  'Missing rescue': 'walletErrors.missingRescue',
  'Missing recovery key': 'walletErrors.missingRecoveryKey',
  'User address not found': 'walletErrors.addressNotFound',
  'Failed to fetch balance': 'walletErrors.balanceFailed',
  'Error converting token balance': 'walletErrors.balanceFailed',
  'Failed to generate a rescue key': 'walletErrors.rescueKeyFailed',
  'Failed to create wallet': 'walletErrors.createFailed',
  'Failed to initialize OAuth login': 'walletErrors.oauthFailed',
  'Key type not found in user keys': 'walletErrors.keyTypeNotFound',
  'No WID key found': 'walletErrors.keyNotFound',
  'No keys found': 'walletErrors.noKeys',
  'Failed to get keys': 'walletErrors.keysFailed',
  'Failed to get user': 'walletErrors.userFailed',
  Maintenance: 'walletErrors.maintenance',
  'reCaptcha failed': 'walletErrors.humanityFailed',
  'Wrong sign-in password': 'walletErrors.wrongAccountPassword',
  [REAUTHENTICATION_REQUIRED]: 'walletErrors.reauthenticationRequired',
} as const satisfies Record<string, `walletErrors.${string}`>;

export type WalletErrorMessageKey =
  | (typeof WALLET_ERROR_MESSAGE_KEYS)[keyof typeof WALLET_ERROR_MESSAGE_KEYS]
  | 'walletErrors.network'
  | 'walletErrors.unknown';

/**
 * The message key for an error a wallet flow failed with: its spec §8 text, else (for an error
 * wrapping another) the first known text down its causes, else the network or a generic message.
 */
export function walletErrorMessageKey(error: unknown): WalletErrorMessageKey {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const key = (WALLET_ERROR_MESSAGE_KEYS as Record<string, WalletErrorMessageKey>)[current.message];
    if (key) return key;
    // The server's own words, for refusals a person can act on (a vault change without a fresh re-authentication).
    const answerKey =
      current instanceof ApiError ? (WALLET_ERROR_MESSAGE_KEYS as Record<string, WalletErrorMessageKey>)[current.answerMessage ?? ''] : undefined;
    if (answerKey) return answerKey;
    if (current instanceof ApiError && current.kind === 'network') return 'walletErrors.network';
  }
  return 'walletErrors.unknown';
}
