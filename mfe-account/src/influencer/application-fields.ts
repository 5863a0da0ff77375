import { type InfluencerApplicationFields, type InfluencerApplicationRequest, influencerApplicationRequestSchema } from '@marketplace/contracts/wire';

/** The form's values as typed: all text, so nothing typed is lost to a conversion. */
export type ApplicationDraft = Record<InfluencerApplicationFields, string>;

export const APPLICATION_FIELDS: readonly InfluencerApplicationFields[] = ['name', 'email', 'channelUrl', 'audienceSize', 'message'];

export type ApplicationErrors = Partial<Record<InfluencerApplicationFields, true>>;

/**
 * Checks the draft with the very schema the API parses the body with, so the form refuses exactly what
 * the server would: either the application to send, or the fields to fix. Digit group separators typed
 * in the audience size ("25,000", "25 000") are dropped first.
 */
export function checkApplication(draft: ApplicationDraft): { ok: true; application: InfluencerApplicationRequest } | { ok: false; errors: ApplicationErrors } {
  const result = influencerApplicationRequestSchema.safeParse({ ...draft, audienceSize: draft.audienceSize.replace(/[\s,.'’_]/g, '') || undefined });
  if (result.success) return { ok: true, application: result.data };
  const errors: ApplicationErrors = {};
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    if (typeof field === 'string' && (APPLICATION_FIELDS as readonly string[]).includes(field)) errors[field as InfluencerApplicationFields] = true;
  }
  return { ok: false, errors };
}
