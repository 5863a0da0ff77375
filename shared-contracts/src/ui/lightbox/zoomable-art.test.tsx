/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTranslated } from '../../../../tooling/testing/render-translated';
import { ZoomableArt } from './zoomable-art';

describe('ZoomableArt', () => {
  it('opens the art full size in a dialog named after the item, and Esc closes it and gives the focus back', async () => {
    await renderTranslated(
      <ZoomableArt src="https://cdn.example/storm-bow.svg" alt="Storm Bow">
        <img src="https://cdn.example/storm-bow.webp" alt="Storm Bow" />
      </ZoomableArt>,
    );
    const opener = screen.getByRole('button', { name: 'See Storm Bow full size' });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');

    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Storm Bow, full size' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/storm-bow.svg');
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    // It fades out, then is gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('speaks the reader’s language', async () => {
    await renderTranslated(
      <ZoomableArt src="/api/collectible-images/er-storm-bow.svg" alt="Storm Bow">
        <img src="x.webp" alt="Storm Bow" />
      </ZoomableArt>,
      { locale: 'ja' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Storm Bow を原寸で見る' }));
    expect(await screen.findByRole('button', { name: '閉じる' })).toBeInTheDocument();
  });
});
