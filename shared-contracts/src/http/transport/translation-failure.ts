import { ApiError } from '../../wire/api/api-error';
import type { ApiEnvelope } from '../../wire/api/envelope';

/** Spec §8: what a failed translation fetch gives instead of messages. */
export function translationFailure(name: string): ApiEnvelope<null> {
  return { status: 500, message: `Error fetching ${name} translations`, payload: null };
}

/** `GET /api/translations/file/{name}`: the answer's envelope, or the failure shape of spec §8. */
export async function translationsOrFailure<T>(name: string, call: Promise<ApiEnvelope<T>>): Promise<ApiEnvelope<T> | ApiEnvelope<null>> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError) return translationFailure(name);
    throw error;
  }
}
