import { twoFactorCodeSchema } from '../../wire/schemas/two-factor-schemas';

/** Authenticator apps show codes as "123 456": the spaces are the app's, not part of the code. */
export function normalizeTwoFactorCode(typed: string): string {
  return typed.replace(/\s+/g, '');
}

/** Whether what the person typed is a code the server could accept, so a malformed one is caught before signing. */
export function isTwoFactorCode(typed: string): boolean {
  return twoFactorCodeSchema.safeParse(normalizeTwoFactorCode(typed)).success;
}

/** How many digits an authenticator code has (`twoFactorCodeSchema`). */
export const TWO_FACTOR_CODE_LENGTH = 6;

/**
 * What a code field keeps of what was typed or pasted: its digits only, at most six. Letters and the
 * app's separators ("123 456", "123-456") drop out; full-width digits from a Japanese or Chinese input
 * method count as the digits they are.
 */
export function twoFactorCodeDigits(typed: string): string {
  return typed.normalize('NFKC').replace(/\D/g, '').slice(0, TWO_FACTOR_CODE_LENGTH);
}
