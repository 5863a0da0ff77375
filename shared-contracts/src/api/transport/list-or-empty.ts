import type { RecordList } from '../../entities/transaction';
import { ApiError } from '../api-error';

/**
 * Spec §7: read failures on list calls return an empty list. Only call failures are absorbed;
 * anything else is a bug and stays loud.
 */
export async function listOrEmpty<T>(call: Promise<readonly T[]>): Promise<T[]> {
  try {
    return [...(await call)];
  } catch (error) {
    if (error instanceof ApiError) return [];
    throw error;
  }
}

/** The same rule for paged `{records, total}` lists. */
export async function recordListOrEmpty<T>(call: Promise<RecordList<T>>): Promise<RecordList<T>> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError) return { records: [], total: 0 };
    throw error;
  }
}
