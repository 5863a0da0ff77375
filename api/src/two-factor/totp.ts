import { generateSecret, generateURI, verify } from 'otplib';
import { twoFactorCodeSchema } from '@marketplace/contracts/wire';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Marketplace';

const PERIOD_SECONDS = 30;

/** A new Base32 secret of 20 random bytes (160 bits, as RFC 4226 recommends). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otpauth://totp/Marketplace:{label}?secret=…` URI an authenticator app scans. */
export function totpUri(secret: string, label: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label, secret });
}

/**
 * Whether `code` is the secret's code now, one step before or one after (±30 s of clock drift
 * between phone and server). Pure, so any check of a second factor (2FA settings, signing a mint)
 * can use it on the secret it read. A malformed code or secret is simply not valid.
 */
export async function verifyTotp(secret: string, code: string, now = new Date()): Promise<boolean> {
  if (!twoFactorCodeSchema.safeParse(code).success) return false;
  try {
    const result = await verify({ secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: PERIOD_SECONDS });
    return result.valid;
  } catch {
    return false;
  }
}
