import { isHumanityFailure } from '@marketplace/contracts/browser';
import { ApiError } from '@marketplace/contracts/wire';

/** What to tell an applicant whose application was not stored, as an `influencer.form.failure.*` key. */
export function applicationFailureKey(error: unknown): string {
  // Checked first: a provider that could not be loaded is not an ApiError, and its refusal is a 403.
  if (isHumanityFailure(error)) return 'influencer.form.failure.humanity';
  if (!(error instanceof ApiError)) return 'influencer.form.failure.unexpected';
  if (error.kind === 'network') return 'influencer.form.failure.offline';
  if (error.status === 429) return 'influencer.form.failure.tooMany';
  if (error.status === 400) return 'influencer.form.failure.invalid';
  return 'influencer.form.failure.unexpected';
}
