import { DOWNLOAD_URL_RELEASE_MS } from '@marketplace/contracts/wire';

export interface DownloadDeps {
  urls?: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
  doc?: Document;
  setTimer?: (run: () => void, ms: number) => unknown;
}

/**
 * Saves a Blob as a file: an object URL clicked through a temporary `<a download>`. The URL is released
 * DOWNLOAD_URL_RELEASE_MS later (spec §9), not at once: the browser may still be reading it when the
 * click returns, and a slow "Save as" dialog keeps reading for a while.
 */
export function saveDownload(blob: Blob, fileName: string, { urls = URL, doc = document, setTimer = setTimeout }: DownloadDeps = {}): void {
  const url = urls.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimer(() => urls.revokeObjectURL(url), DOWNLOAD_URL_RELEASE_MS);
}
