import { collectSecretValues, redactKnownSecrets } from './known-secrets';
import { REDACTED } from './scrub-secrets';

describe('collectSecretValues', () => {
  it('collects values under secret-named fields at any depth, and everything under them', () => {
    const values = collectSecretValues(
      { currentPassword: 'old-pass', newPassword: 'new-pass', user: 'ana' },
      { keys: { rescue: { value: 'cipher-text' } } },
      { 'X-Humanity-Token': 'human-9' },
      { code: 123456 },
    );
    expect(values.sort()).toEqual(['123456', 'cipher-text', 'human-9', 'new-pass', 'old-pass']);
  });

  it('ignores values too short to redact safely and sources that are not objects', () => {
    expect(collectSecretValues({ pin: '12' }, null, undefined, 'plain')).toEqual([]);
  });
});

describe('redactKnownSecrets', () => {
  it('replaces every occurrence of a secret, also when JSON-escaped once or twice', () => {
    const secret = 'q"zx\\yv';
    const once = JSON.stringify({ message: `wrong ${secret}` });
    const twice = JSON.stringify({ data: once });
    expect(redactKnownSecrets(`${secret} and ${secret}`, [secret])).toBe(`${REDACTED} and ${REDACTED}`);
    expect(redactKnownSecrets(once, [secret])).not.toContain('zx');
    expect(redactKnownSecrets(twice, [secret])).not.toContain('zx');
  });
});
