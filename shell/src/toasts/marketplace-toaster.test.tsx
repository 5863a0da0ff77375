import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { marketplaceBus } from '@marketplace/contracts/browser';
import en from '../../messages/en.json';
import { MarketplaceToaster } from './marketplace-toaster';
import { showToast } from './show-toast';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

const load = jest.fn(() => import('./sonner-toaster'));

describe("the page's toaster", () => {
  beforeEach(() => load.mockClear());

  it('loads nothing and shows nothing until a toast is asked for', () => {
    render(<MarketplaceToaster load={load} />);
    expect(screen.queryByRole('region', { name: new RegExp(en.toast.region) })).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the toasts asked for while its code was loading, the shell’s own and the remotes’', async () => {
    render(<MarketplaceToaster load={load} />);
    act(() => {
      showToast('error', 'The sign-in could not start');
      marketplaceBus.emit('toast', { tone: 'success', message: 'Listing saved' });
    });
    expect(await screen.findByText('The sign-in could not start')).toBeInTheDocument();
    expect(await screen.findByText('Listing saved')).toBeInTheDocument();

    act(() => showToast('info', 'One more'));
    expect(await screen.findByText('One more')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the toasts bottom-right (spec §9), lifted by the height of the banner the page shows', async () => {
    render(<MarketplaceToaster load={load} />);
    act(() => showToast('success', 'Saved'));
    await screen.findByText('Saved');

    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'bottom');
    expect(list).toHaveAttribute('data-x-position', 'right');
    expect(list?.style.getPropertyValue('--offset-bottom')).toBe('calc(24px + var(--banner-height, 0px))');
    expect(list?.style.getPropertyValue('--mobile-offset-bottom')).toBe('calc(16px + var(--banner-height, 0px))');
  });
});
