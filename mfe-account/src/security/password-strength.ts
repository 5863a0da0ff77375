import { PASSWORD_MIN_LENGTH } from '@marketplace/contracts/wire';

/** How hard a new password is to guess, from its length and the kinds of characters in it. */
export type PasswordStrength = 'too-short' | 'weak' | 'fair' | 'good' | 'strong';

/** The meter's steps, weakest first; `too-short` lights none. */
export const PASSWORD_STRENGTH_STEPS: readonly PasswordStrength[] = ['weak', 'fair', 'good', 'strong'];

const CHARACTER_CLASSES: readonly RegExp[] = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u];

// Past the minimum, every few characters more count as much as one more kind of character.
const LONGER_STEPS = [PASSWORD_MIN_LENGTH + 4, PASSWORD_MIN_LENGTH + 8];

/**
 * Length first (below the server's minimum nothing else counts), then one step per length band and per
 * kind of character beyond the first (lower case, upper case, digits, anything else). A password of one
 * repeated character is weak however long.
 */
export function passwordStrength(password: string): PasswordStrength {
  const characters = [...password];
  if (characters.length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (new Set(characters).size <= 2) return 'weak';
  const kinds = CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
  const lengthSteps = LONGER_STEPS.filter((length) => characters.length >= length).length;
  const score = Math.min(3, Math.max(0, kinds - 1) + lengthSteps);
  return PASSWORD_STRENGTH_STEPS[score] ?? 'strong';
}
