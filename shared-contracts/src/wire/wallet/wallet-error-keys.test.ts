import { ApiError } from '../api/api-error';
import { walletErrorMessageKey } from './wallet-error-keys';

describe('walletErrorMessageKey', () => {
  it('names the message of each spec §8 text', () => {
    expect(walletErrorMessageKey(new Error('Decryption failed.'))).toBe('walletErrors.decryptionFailed');
    expect(walletErrorMessageKey(new Error('Key type not found in user keys'))).toBe('walletErrors.keyTypeNotFound');
    expect(walletErrorMessageKey(new Error('No keys found'))).toBe('walletErrors.noKeys');
    expect(walletErrorMessageKey(new Error('reCaptcha failed'))).toBe('walletErrors.humanityFailed');
  });

  it('takes the outermost known text: a creation that failed on the server says creation failed', () => {
    const cause = new ApiError('POST /api/users/self/wallet', 409, '409 Fetch error');
    expect(walletErrorMessageKey(new Error('Failed to create wallet', { cause }))).toBe('walletErrors.createFailed');
  });

  it('looks through wrappers to a known cause, and tells a network failure from the rest', () => {
    expect(walletErrorMessageKey(new Error('wrapper', { cause: new Error('Missing rescue') }))).toBe('walletErrors.missingRescue');
    expect(walletErrorMessageKey(new Error('wrapper', { cause: new ApiError('GET /api/vault/keys', 0, 'Network') }))).toBe('walletErrors.network');
    expect(walletErrorMessageKey(new Error('something else'))).toBe('walletErrors.unknown');
    expect(walletErrorMessageKey('not an error')).toBe('walletErrors.unknown');
  });
});
