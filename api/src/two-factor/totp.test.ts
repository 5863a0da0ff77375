import { generate } from 'otplib';
import { newTotpSecret, totpUri, verifyTotp } from './totp';

const NOW = new Date('2025-06-01T12:00:10Z');

function codeAt(secret: string, when: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(when.getTime() / 1000) });
}

function shifted(seconds: number): Date {
  return new Date(NOW.getTime() + seconds * 1000);
}

describe('verifyTotp', () => {
  it('accepts the code of the current 30-second step', async () => {
    const secret = newTotpSecret();

    expect(await verifyTotp(secret, await codeAt(secret, NOW), NOW)).toBe(true);
  });

  it.each([-30, 30])('accepts the code of the step %i seconds away, for clock drift', async (seconds) => {
    const secret = newTotpSecret();

    expect(await verifyTotp(secret, await codeAt(secret, shifted(seconds)), NOW)).toBe(true);
  });

  it.each([-90, 90])('refuses the code of a step %i seconds away', async (seconds) => {
    const secret = newTotpSecret();

    expect(await verifyTotp(secret, await codeAt(secret, shifted(seconds)), NOW)).toBe(false);
  });

  it("refuses another secret's code", async () => {
    const secret = newTotpSecret();

    expect(await verifyTotp(secret, await codeAt(newTotpSecret(), NOW), NOW)).toBe(false);
  });

  it.each([['12345'], ['1234567'], ['abcdef'], ['']])('refuses the malformed code %j without throwing', async (code) => {
    expect(await verifyTotp(newTotpSecret(), code, NOW)).toBe(false);
  });

  it('refuses any code for a secret that is not Base32', async () => {
    expect(await verifyTotp('not base32 !', '123456', NOW)).toBe(false);
  });
});

describe('totpUri', () => {
  it('names the issuer and the account for the authenticator app', () => {
    const uri = new URL(totpUri('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'demo@marketplace.test'));

    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toContain('Marketplace:demo@marketplace.test');
    expect(uri.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(uri.searchParams.get('issuer')).toBe('Marketplace');
  });
});
