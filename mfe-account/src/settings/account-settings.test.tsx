import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { ApiError } from '@marketplace/contracts/wire';
import { marketplaceBus, sessionStore } from '@marketplace/contracts/browser';
import { selfUserFixture } from '@marketplace/contracts/testing';
import { deferred, renderAccountSettings, resetSettingsScene, toastsShown } from './testing/render-account-settings';

afterEach(resetSettingsScene);

const section = (name: string) => screen.getByRole('region', { name });

describe('the account settings page', () => {
  it('shows a skeleton while the user is read, then what failed with a retry that reads again', async () => {
    const firstRead = deferred<never>();
    const readSelf = jest.fn().mockReturnValueOnce(firstRead.promise).mockResolvedValueOnce(selfUserFixture());
    const { api } = await renderAccountSettings({ settled: false, readSelf });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your settings…');

    await act(async () => firstRead.reject(new ApiError('GET /api/users/self', 500, 'Internal')));
    expect(await screen.findByText('Your account settings could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('region', { name: 'Profile' })).toBeInTheDocument();
    expect(api.users.self).toHaveBeenCalledTimes(2);
  });

  it('saves a picture and a banner each on its own, and the header’s avatar follows', async () => {
    const toasts = toastsShown();
    const { api } = await renderAccountSettings();
    const art = section('Picture and banner');
    const pictures = within(art).getByRole('group', { name: 'Profile picture' });
    expect(within(pictures).getAllByRole('radio')).toHaveLength(9);
    expect(within(pictures).getByRole('radio', { name: 'Initial' })).toBeChecked();

    fireEvent.click(within(pictures).getByRole('radio', { name: 'Picture 3' }));
    fireEvent.click(within(art).getByRole('button', { name: 'Save picture' }));

    await waitFor(() => expect(sessionStore.getState().user?.profilePicture).toBe('AVATAR3'));
    expect(api.userSettings.setProfilePicture).toHaveBeenCalledWith({ profilePicture: 'AVATAR3' });
    expect(api.userSettings.setProfileBanner).not.toHaveBeenCalled();
    expect(toasts).toEqual([{ tone: 'success', message: 'Profile picture saved.' }]);

    fireEvent.click(within(art).getByRole('radio', { name: 'Banner 5' }));
    fireEvent.click(within(art).getByRole('button', { name: 'Save banner' }));
    await waitFor(() => expect(sessionStore.getState().user?.profileBanner).toBe('banner4'));
    expect(within(art).getByRole('button', { name: 'Save picture' })).toBeDisabled();
  });

  it('refuses an antiphishing code the server would refuse, and saves a good one', async () => {
    const toasts = toastsShown();
    const { api } = await renderAccountSettings();
    const antiphishing = section('Antiphishing code');
    const field = within(antiphishing).getByRole('textbox', { name: 'Your code' });
    const save = within(antiphishing).getByRole('button', { name: 'Save' });

    fireEvent.change(field, { target: { value: 'ab!' } });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();

    fireEvent.change(field, { target: { value: 'blue fox 42' } });
    fireEvent.click(save);
    await waitFor(() => expect(toasts).toEqual([{ tone: 'success', message: 'Antiphishing code saved.' }]));
    expect(api.userSettings.setAntiphishingCode).toHaveBeenCalledWith({ antiphishingCode: 'blue fox 42' });
  });

  it('flips communications once the server keeps it, and says so next to the switch when it does not', async () => {
    const setCommunications = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('PUT', 0, 'Failed to fetch'))
      .mockResolvedValueOnce(false);
    await renderAccountSettings({ self: selfUserFixture({ communications: true }), userSettings: { setCommunications } });
    const communications = section('Communications');
    const toggle = within(communications).getByRole('switch', { name: 'News and offers by e-mail' });

    fireEvent.click(toggle);
    expect(await within(communications).findByRole('alert')).toHaveTextContent('No connection: nothing was saved.');
    expect(toggle).toHaveAttribute('aria-checked', 'true');

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(within(communications).queryByRole('alert')).toBeNull();
    expect(setCommunications).toHaveBeenLastCalledWith({ communications: false });
  });

  it('shows the balance choice at once in the header, and puts it back when the server keeps nothing', async () => {
    const answer = deferred<boolean>();
    await renderAccountSettings({ self: selfUserFixture({ showBalance: true }), userSettings: { setShowBalance: jest.fn(() => answer.promise) } });
    const toggle = within(section('Balance')).getByRole('switch', { name: 'Show my balance in the header' });

    fireEvent.click(toggle);
    await waitFor(() => expect(sessionStore.getState().user?.showBalance).toBe(false));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toBeDisabled();

    await act(async () => answer.reject(new ApiError('PUT', 500, 'Internal')));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(sessionStore.getState().user?.showBalance).toBe(true);
    expect(within(section('Balance')).getByRole('alert')).toHaveTextContent('This could not be saved.');
  });

  it('shows the address’s verification and sends a new link for one not verified', async () => {
    const toasts = toastsShown();
    const { api } = await renderAccountSettings({ self: selfUserFixture({ emailVerified: false, email: 'ana@market.test' }) });
    const email = section('E-mail');
    expect(within(email).getByText('ana@market.test')).toBeInTheDocument();
    expect(within(email).getByText('Not verified')).toBeInTheDocument();

    fireEvent.click(within(email).getByRole('button', { name: 'Resend verification e-mail' }));

    await waitFor(() => expect(toasts).toEqual([{ tone: 'success', message: 'Verification e-mail sent to ana@market.test.' }]));
    expect(api.emailKeys.requestEmailVerification).toHaveBeenCalledTimes(1);
    expect(within(email).getByRole('status')).toHaveTextContent('We sent a link to ana@market.test.');
  });

  it('offers no resend for a verified address', async () => {
    await renderAccountSettings({ self: selfUserFixture({ emailVerified: true }) });
    expect(within(section('E-mail')).getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification e-mail' })).toBeNull();
  });

  it('names each language in itself, and once the choice is kept asks the shell to apply it', async () => {
    const preferred = jest.fn();
    const stop = marketplaceBus.on('locale:preferred', preferred);
    const { api } = await renderAccountSettings();
    const language = section('Language');
    const select = within(language).getByRole('combobox', { name: 'Preferred language' });
    expect(within(select).getByRole('option', { name: '日本語' })).toHaveAttribute('lang', 'ja');

    fireEvent.change(select, { target: { value: 'ja' } });
    fireEvent.click(within(language).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(preferred).toHaveBeenCalledWith({ locale: 'ja' }));
    expect(api.userSettings.setLocale).toHaveBeenCalledWith({ preferredLocale: 'ja' });
    stop();
  });

  it('says "Language saved." in the language just chosen, once the shell has switched the page to it', async () => {
    const toasts = toastsShown();
    // The shell's part: it loads the catalogue and switches the page's language a moment after the event.
    const stop = marketplaceBus.on('locale:preferred', ({ locale }) => {
      setTimeout(() => void i18next.changeLanguage(locale), 10);
    });
    await renderAccountSettings();
    const language = section('Language');
    fireEvent.change(within(language).getByRole('combobox', { name: 'Preferred language' }), { target: { value: 'ja' } });
    fireEvent.click(within(language).getByRole('button', { name: 'Save' }));

    // (An earlier test's save may still be waiting for its switch: it is said in Japanese too once the page speaks it.)
    await waitFor(() => expect(toasts).toContainEqual({ tone: 'success', message: '言語を保存しました。' }));
    expect(toasts.filter((toast) => toast.message !== '言語を保存しました。')).toEqual([]);
    stop();
  });

  it('keeps the language chosen and applies nothing when the server does not keep it', async () => {
    const preferred = jest.fn();
    const stop = marketplaceBus.on('locale:preferred', preferred);
    await renderAccountSettings({ userSettings: { setLocale: jest.fn(async () => Promise.reject(new ApiError('PUT', 500, 'Internal'))) } });
    const language = section('Language');
    const select = within(language).getByRole('combobox', { name: 'Preferred language' });

    fireEvent.change(select, { target: { value: 'de' } });
    fireEvent.click(within(language).getByRole('button', { name: 'Save' }));

    expect(await within(language).findByRole('alert')).toHaveTextContent('This could not be saved.');
    expect(select).toHaveValue('de');
    expect(preferred).not.toHaveBeenCalled();
    stop();
  });
});
