import { ApiError } from '@marketplace/contracts/wire';

/**
 * What to tell the person about a setting the server did not keep, as an `accountSettings.*` key: the
 * section's own reading of a conflict (409: the name is someone else's, the address is verified
 * already), a value the server refused (400), too many tries (429, or the section's own reading of it:
 * the name changed too recently), no connection, or anything else.
 */
export function settingFailureKey(error: unknown, conflictKey = 'accountSettings.failure.unexpected', tooManyKey = 'accountSettings.failure.tooMany'): string {
  if (!(error instanceof ApiError)) return 'accountSettings.failure.unexpected';
  if (error.kind === 'network') return 'accountSettings.failure.offline';
  if (error.status === 409) return conflictKey;
  if (error.status === 400) return 'accountSettings.failure.invalid';
  if (error.status === 429) return tooManyKey;
  return 'accountSettings.failure.unexpected';
}
