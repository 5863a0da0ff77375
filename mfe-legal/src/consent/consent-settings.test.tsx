import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { CONSENT_COOKIE, marketplaceBus, readConsent, saveConsent } from '@marketplace/contracts/browser';
import { renderLegalPage } from '../testing/render-legal-page';
import { ConsentSettings } from './consent-settings';

afterEach(() => Cookies.remove(CONSENT_COOKIE.name, { path: '/' }));

describe('the cookie settings of the cookie policy', () => {
  it('says that no choice was made yet and offers analytics unticked', async () => {
    renderLegalPage(<ConsentSettings />);

    expect(await screen.findByRole('status')).toHaveTextContent('You have not made a choice yet');
    expect(screen.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
  });

  it('withdraws a consent at once: the cookie, the page (consent:changed) and a toast say so', async () => {
    saveConsent(Cookies, { analytics: true });
    const heard = jest.fn();
    const toasts = jest.fn();
    const stops = [marketplaceBus.on('consent:changed', heard), marketplaceBus.on('toast', toasts)];
    renderLegalPage(<ConsentSettings />);
    expect(await screen.findByRole('status')).toHaveTextContent('You allow analytics cookies.');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Analytics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save cookie settings' }));

    expect(readConsent(Cookies)).toEqual({ analytics: false, visitorId: null });
    expect(heard).toHaveBeenCalledWith({ analytics: false, visitorId: null });
    expect(toasts).toHaveBeenCalledWith({ tone: 'success', message: 'Your cookie settings are saved.' });
    expect(screen.getByRole('status')).toHaveTextContent('You refused analytics cookies.');
    for (const stop of stops) stop();
  });

  it('follows a choice made in the banner while the page is open', async () => {
    renderLegalPage(<ConsentSettings />);
    await screen.findByRole('status');

    act(() => void saveConsent(Cookies, { analytics: true }));

    expect(screen.getByRole('status')).toHaveTextContent('You allow analytics cookies.');
    expect(screen.getByRole('checkbox', { name: 'Analytics' })).toBeChecked();
  });
});
