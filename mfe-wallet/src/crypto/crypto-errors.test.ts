import { CRYPTO_ERRORS, CryptoError, failingWith, requireValue } from './crypto-errors';

describe('crypto errors', () => {
  it.each([null, undefined, '', new Uint8Array()])('treats %p as empty', (value) => {
    expect(() => requireValue(value, CRYPTO_ERRORS.inputRequired)).toThrow(new CryptoError(CRYPTO_ERRORS.inputRequired));
  });

  it('lets a non-empty value through', () => {
    expect(() => requireValue('x', CRYPTO_ERRORS.inputRequired)).not.toThrow();
  });

  it('turns any failure into the one message, keeping the cause for the console', async () => {
    const cause = new Error('OperationError: the tag did not match at byte 31');

    const failure = await failingWith(CRYPTO_ERRORS.decryption, () => Promise.reject(cause)).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(CryptoError);
    expect(failure).toMatchObject({ message: 'Decryption failed.', cause });
  });

  it('passes an input error through unchanged', async () => {
    const failure = await failingWith(CRYPTO_ERRORS.decryption, () => {
      throw new CryptoError(CRYPTO_ERRORS.keyRequired);
    }).catch((error: unknown) => error);

    expect(failure).toMatchObject({ message: 'Key is required.' });
  });
});
