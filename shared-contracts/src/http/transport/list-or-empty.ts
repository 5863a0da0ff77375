import type { PagedAnswer } from '../../wire/entities/collectible';
import type { RecordList } from '../../wire/entities/transaction';
import { ApiError } from '../../wire/api/api-error';

/**
 * Spec §7: read failures on list calls return an empty list. `fallback` is that call's "nothing";
 * only call failures (ApiError) are absorbed, anything else is a bug and stays loud. A cancelled
 * read is no failure: it rejects, so a cancelled query never caches an empty list as the answer.
 */
export async function orOnApiError<T>(call: Promise<T>, fallback: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.kind !== 'aborted') return fallback;
    throw error;
  }
}

export async function listOrEmpty<T>(call: Promise<readonly T[]>): Promise<T[]> {
  return [...(await orOnApiError<readonly T[]>(call, []))];
}

/** The same rule for paged `{records, total}` lists. */
export function recordListOrEmpty<T>(call: Promise<RecordList<T>>): Promise<RecordList<T>> {
  return orOnApiError(call, { records: [], total: 0 });
}

/** The same rule for the paged catalogue answers: the page asked for, with nothing on it. */
export function pageOrEmpty<T>(call: Promise<PagedAnswer<T>>, page = 1): Promise<PagedAnswer<T>> {
  return orOnApiError(call, { total: 0, records: [], page, totalPages: 0 });
}
