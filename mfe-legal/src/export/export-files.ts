import type { MarketplaceApi } from '@marketplace/contracts/http';

/** The two files of the export page, in the order shown. */
export const EXPORT_FILES = ['everything', 'transactions'] as const;
export type ExportFile = (typeof EXPORT_FILES)[number];

interface ExportFileSpec {
  /** The call that answers the file's streamed response. */
  fetch: (api: MarketplaceApi, signal: AbortSignal) => Promise<Response>;
  /** `marketplace-export` → `marketplace-export-2026-11-25.json`. */
  baseName: string;
  extension: 'json' | 'csv';
}

export const EXPORT_FILE_SPECS: Record<ExportFile, ExportFileSpec> = {
  everything: { fetch: (api, signal) => api.personalExport.document({ signal }), baseName: 'marketplace-export', extension: 'json' },
  transactions: { fetch: (api, signal) => api.personalExport.transactionsCsv({ signal }), baseName: 'marketplace-transactions', extension: 'csv' },
};

/** The file's name with the person's local date, so downloads of different days never overwrite each other. */
export function exportFileName(file: ExportFile, now: Date): string {
  const { baseName, extension } = EXPORT_FILE_SPECS[file];
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
  return `${baseName}-${day}.${extension}`;
}
