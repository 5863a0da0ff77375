import { PERSONAL_EXPORT_PATH, TRANSACTIONS_CSV_PATH } from '../../wire/entities/personal-export';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';

/**
 * The person's data export (spec §2 `/export`). Each call resolves with the OK response, its body unread,
 * so the page streams it (showing the bytes received) instead of holding a parse of the whole file;
 * a refusal rejects with an ApiError (401 signed out, 429 too many exports).
 */
export function createPersonalExportApi(transport: ApiTransport) {
  return {
    /** Extension: `GET /api/users/self/export` → everything held about the person, one JSON document. */
    document: ({ signal }: RequestOptions = {}) =>
      transport.download('main', { path: PERSONAL_EXPORT_PATH, headers: { Accept: 'application/json' }, ...(signal ? { signal } : {}) }),
    /** Extension: `GET /api/users/self/export/transactions.csv` → the person's transactions, CSV. */
    transactionsCsv: ({ signal }: RequestOptions = {}) =>
      transport.download('main', { path: TRANSACTIONS_CSV_PATH, headers: { Accept: 'text/csv' }, ...(signal ? { signal } : {}) }),
  };
}

export type PersonalExportApi = ReturnType<typeof createPersonalExportApi>;
