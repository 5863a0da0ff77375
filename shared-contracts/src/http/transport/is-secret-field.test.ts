import { isSecretField } from './is-secret-field';

describe('isSecretField', () => {
  it.each([
    'password',
    'currentPassword',
    'newPassword',
    'recoveryPassword',
    'key',
    'keys',
    'privateKey',
    'private_key',
    'rescueKey',
    'apikey',
    'code',
    'twoFactorCode',
    'antiphishingCode',
    'token',
    'authToken',
    'reCaptchaToken',
    'X-Humanity-Token',
    'secret',
    'clientSecret',
    'Authorization',
    'mnemonic',
    'seed',
    'seedPhrase',
    'Cookie',
    'otp',
  ])('treats %s as secret', (name) => {
    expect(isSecretField(name)).toBe(true);
  });

  it.each(['signature', 'statusCode', 'username', 'walletAddress', 'address', 'message', 'status', 'tokenId', 'keyType', 'result'])(
    'keeps %s readable',
    (name) => {
      expect(isSecretField(name)).toBe(false);
    },
  );
});
