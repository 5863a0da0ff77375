import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { marketplaceBus } from '@marketplace/contracts/browser';
import en from '../../../locales/messages/en.json';
import { MarketplaceToaster } from './marketplace-toaster';
import { showToast } from './show-toast';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

describe("the page's toaster", () => {
  it('loads nothing and shows nothing until a toast is asked for', () => {
    render(<MarketplaceToaster />);
    expect(screen.queryByRole('region', { name: new RegExp(en.toast.region) })).not.toBeInTheDocument();
  });

  it('shows the toasts asked for while its code was loading, the shell’s own and the remotes’', async () => {
    render(<MarketplaceToaster />);
    act(() => {
      showToast('error', 'The sign-in could not start');
      marketplaceBus.emit('toast', { tone: 'success', message: 'Listing saved' });
    });
    expect(await screen.findByText('The sign-in could not start')).toBeInTheDocument();
    expect(await screen.findByText('Listing saved')).toBeInTheDocument();

    act(() => showToast('info', 'One more'));
    expect(await screen.findByText('One more')).toBeInTheDocument();
  });
});
