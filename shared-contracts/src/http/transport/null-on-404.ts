import { ApiError } from '../../wire/api/api-error';

/**
 * A 404 that is an answer, not a failure: vault keys "none", a user name "free", an
 * elemental-raiders player "not a player" (spec §5, §7). Every other failure still rejects.
 * The reference API answers the absences a page asks about every time (vault keys, player, influencer
 * application) as 200 with a null payload instead, so a browser's console stays quiet; the calls accept
 * both, the spec's backend keeps its 404.
 */
export async function nullOn404<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
