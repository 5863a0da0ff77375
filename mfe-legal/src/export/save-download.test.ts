import { DOWNLOAD_URL_RELEASE_MS } from '@marketplace/contracts/wire';
import { saveDownload } from './save-download';

describe('saveDownload', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function fakeUrls() {
    return { createObjectURL: jest.fn(() => 'blob:https://site.test/file-1'), revokeObjectURL: jest.fn() };
  }

  it('clicks a temporary download link to the object URL with the file name, then removes the link', () => {
    const urls = fakeUrls();
    const clicked: Array<{ href: string; download: string; attached: boolean }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });
    const blob = new Blob(['{}'], { type: 'application/json' });

    saveDownload(blob, 'marketplace-export-2026-11-25.json', { urls });

    expect(urls.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:https://site.test/file-1', download: 'marketplace-export-2026-11-25.json', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });

  it('releases the object URL 40000 ms after the download (spec §9), not before', () => {
    const urls = fakeUrls();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    saveDownload(new Blob(['a']), 'file.csv', { urls });

    expect(DOWNLOAD_URL_RELEASE_MS).toBe(40_000);
    jest.advanceTimersByTime(39_999);
    expect(urls.revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(urls.revokeObjectURL).toHaveBeenCalledWith('blob:https://site.test/file-1');
    click.mockRestore();
  });
});
