/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTranslated } from '../../../../tooling/testing/render-translated';
import { stopRecordingToasts, toastsShown } from '../../../../tooling/testing/toasts-shown';
import { ShareButton } from './share-button';

const PAGE = '/market/diamond-dreams/3f0b8c8e-6a1d-4c55-9d0e-0a3c2f1b9e77';

function browserWith({ share, writeText }: { share?: (data: ShareData) => Promise<void>; writeText?: (text: string) => Promise<void> }) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'canShare', { value: share ? () => true : undefined, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

beforeEach(() => window.history.replaceState(null, '', `${PAGE}?verify-email=secret-key#offers`));
afterEach(() => {
  stopRecordingToasts();
  browserWith({});
});

describe('ShareButton', () => {
  it("hands the page's address, without its query or fragment, and the item's name to the share sheet", async () => {
    const share = jest.fn(async () => undefined);
    const writeText = jest.fn(async () => undefined);
    browserWith({ share, writeText });
    await renderTranslated(<ShareButton title="Ruby Heart" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Ruby Heart', url: `${window.location.origin}${PAGE}` });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link and says so where the browser has no share sheet', async () => {
    const writeText = jest.fn(async () => undefined);
    browserWith({ writeText });
    const toasts = toastsShown();
    await renderTranslated(<ShareButton title="Ruby Heart" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${PAGE}`);
    expect(toasts).toEqual([{ tone: 'success', message: 'Link copied' }]);
  });

  it('does nothing more when the person closes the share sheet', async () => {
    const writeText = jest.fn(async () => undefined);
    browserWith({ share: async () => Promise.reject(new DOMException('closed', 'AbortError')), writeText });
    const toasts = toastsShown();
    await renderTranslated(<ShareButton title="Ruby Heart" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('says where the link is when it can be neither shared nor copied', async () => {
    browserWith({
      share: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
      writeText: async () => Promise.reject(new Error('denied')),
    });
    const toasts = toastsShown();
    await renderTranslated(<ShareButton title="Ruby Heart" />, { locale: 'ja' });
    await userEvent.click(screen.getByRole('button', { name: '共有' }));
    expect(toasts).toEqual([{ tone: 'error', message: 'リンクをコピーできませんでした。アドレスバーからコピーしてください。' }]);
  });
});
