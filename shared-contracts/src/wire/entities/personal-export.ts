/** Spec §9: a download's object URL is released this long after the download starts. */
export const DOWNLOAD_URL_RELEASE_MS = 40_000;

/** Extension: the person's whole data export, a streamed JSON attachment (spec §2 `/export`). */
export const PERSONAL_EXPORT_PATH = '/api/users/self/export';

/** Extension: the person's transactions as a streamed CSV attachment. */
export const TRANSACTIONS_CSV_PATH = '/api/users/self/export/transactions.csv';

/** The export document's `format` and `version`, so a reader knows what it holds. */
export const PERSONAL_EXPORT_FORMAT = 'marketplace-personal-export';
export const PERSONAL_EXPORT_VERSION = 1;
