import { ApiError } from '../../wire/api/api-error';

/** The API's message when it refuses a humanity token (missing, forged, expired, another site's). */
const HUMANITY_REFUSED = 'Humanity check failed';
/** Spec §8: what a failed load of the provider's script is propagated as. */
export const HUMANITY_LOAD_FAILED = 'reCaptcha failed';

/** The API's 403 for a humanity token it does not accept (as opposed to, say, 'Rescue sign-in required'). */
export function isHumanityRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  const body = error.body as { message?: unknown } | null;
  return body?.message === HUMANITY_REFUSED;
}

/**
 * Whether a call failed on the humanity check itself: no token could be obtained (the provider's script did
 * not load) or the server refused the one sent. A form says so, keeps what was typed and lets the person retry.
 */
export function isHumanityFailure(error: unknown): boolean {
  return isHumanityRefusal(error) || (error instanceof Error && error.message === HUMANITY_LOAD_FAILED);
}
