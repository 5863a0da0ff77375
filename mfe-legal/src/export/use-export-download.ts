import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import { marketplaceBus, useMarketplaceApi } from '@marketplace/contracts/browser';
import { ApiError } from '@marketplace/contracts/wire';
import { EXPORT_FILE_SPECS, type ExportFile, exportFileName } from './export-files';
import { readWithProgress } from './read-with-progress';
import { saveDownload } from './save-download';

export type ExportDownloadState =
  | { phase: 'idle' }
  | { phase: 'receiving'; bytes: number }
  | { phase: 'saved'; bytes: number; fileName: string }
  /** `tooMany`: the hourly limit (429); `failed`: anything else that stopped the file. */
  | { phase: 'tooMany' | 'failed' };

/**
 * Downloads one export file: asks the API with the session's token (a plain link could not carry it),
 * streams the answer while counting bytes, then saves it. Leaving the page cancels a download under way.
 */
export function useExportDownload(file: ExportFile) {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const api = useMarketplaceApi();
  const [state, setState] = useState<ExportDownloadState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: 'receiving', bytes: 0 });
    try {
      const response = await EXPORT_FILE_SPECS[file].fetch(api, controller.signal);
      const blob = await readWithProgress(response, (bytes) => setState({ phase: 'receiving', bytes }));
      const fileName = exportFileName(file, new Date());
      saveDownload(blob, fileName);
      setState({ phase: 'saved', bytes: blob.size, fileName });
      marketplaceBus.emit('toast', { tone: 'success', message: t('exportPage.saved', { fileName }) });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ phase: error instanceof ApiError && error.status === 429 ? 'tooMany' : 'failed' });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, [api, file, t]);

  return { state, start };
}
