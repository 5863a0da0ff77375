import { twoFactorCodeSchema } from '@marketplace/contracts/wire';

/** Authenticator apps show codes as "123 456": the spaces are the app's, not part of the code. */
export function normalizeTwoFactorCode(typed: string): string {
  return typed.replace(/\s+/g, '');
}

/** Whether what the person typed is a code the server could accept, so a malformed one is caught before signing. */
export function isTwoFactorCode(typed: string): boolean {
  return twoFactorCodeSchema.safeParse(normalizeTwoFactorCode(typed)).success;
}
