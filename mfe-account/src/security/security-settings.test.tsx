import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@marketplace/contracts/browser';
import { SecuritySettings } from './security-settings';
import { ENROLMENT_SECRET, fakeSecurityApi, refusal, renderSecurity, resetSecurityScene, securityUser, toastsShown } from './testing/render-security';

afterEach(resetSecurityScene);

const passwordRegion = () => screen.getByRole('region', { name: 'Password' });
const twoFactorRegion = () => screen.getByRole('region', { name: 'Two-factor authentication' });

async function typePasswords(current: string, next: string, confirmation = next) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('New password again'), confirmation);
  await user.click(within(passwordRegion()).getByRole('button', { name: 'Change password' }));
}

describe('SecuritySettings: the password', () => {
  it('refuses a new password that breaks a server rule before sending anything', async () => {
    const fake = fakeSecurityApi();
    await renderSecurity(<SecuritySettings />, { api: fake.api });

    await typePasswords('old-password-1', 'short');

    expect(screen.getByText('Use 10 to 128 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(fake.password.change).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that differs', async () => {
    const fake = fakeSecurityApi();
    await renderSecurity(<SecuritySettings />, { api: fake.api });

    await typePasswords('old-password-1', 'Brand-new-password-2', 'Brand-new-password-3');

    expect(screen.getByText("The two new passwords don't match.")).toBeInTheDocument();
    expect(fake.password.change).not.toHaveBeenCalled();
  });

  it('explains a wrong current password (403) and keeps everything typed', async () => {
    const fake = fakeSecurityApi();
    fake.password.change.mockResolvedValueOnce(refusal(403, 'Wrong password') as never);
    await renderSecurity(<SecuritySettings />, { api: fake.api });

    await typePasswords('wrong-password-1', 'Brand-new-password-2');

    expect(await screen.findByText(/That isn't your current password/)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(screen.getByLabelText('New password')).toHaveValue('Brand-new-password-2');
    expect(screen.getByLabelText('New password again')).toHaveValue('Brand-new-password-2');
  });

  it('explains a 412 for an account without a password in plain words', async () => {
    const fake = fakeSecurityApi();
    fake.password.change.mockResolvedValueOnce(refusal(412, 'This account signs in with Google or Apple and has no password') as never);
    await renderSecurity(<SecuritySettings />, { api: fake.api });

    await typePasswords('old-password-1', 'Brand-new-password-2');

    expect(await screen.findByRole('alert')).toHaveTextContent('Your account signs in with Google or Apple, so it has no password to change here.');
  });

  it('changes the password, says the other devices were signed out, and clears the form', async () => {
    const fake = fakeSecurityApi();
    const toasts = toastsShown();
    await renderSecurity(<SecuritySettings />, { api: fake.api });

    await typePasswords('old-password-1', 'Brand-new-password-2');

    expect(await screen.findByText(/Every other device was signed out/)).toBeInTheDocument();
    expect(fake.password.change).toHaveBeenCalledWith({ currentPassword: 'old-password-1', newPassword: 'Brand-new-password-2' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(toasts).toEqual([{ tone: 'success', message: 'Password changed' }]);
  });

  it('shows the strength of the new password as it is typed', async () => {
    await renderSecurity(<SecuritySettings />);

    await userEvent.setup().type(screen.getByLabelText('New password'), 'Lowercase123!');

    expect(await screen.findByText('Strength: very strong.')).toBeInTheDocument();
  });

  it('shows a typed password on request, and hides it again', async () => {
    await renderSecurity(<SecuritySettings />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Show Current password' }));
    expect(screen.getByLabelText('Current password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide Current password' }));
    expect(screen.getByLabelText('Current password')).toHaveAttribute('type', 'password');
  });

  it('tells a person who signs in with Google how their account is protected, with no form', async () => {
    await renderSecurity(<SecuritySettings />, { user: securityUser({ identityProviders: { password: false, google: true, apple: false } }) });

    expect(within(passwordRegion()).getByText(/You sign in with Google/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });
});

describe('SecuritySettings: two-factor authentication', () => {
  it('turns 2FA on: a QR code drawn in the page, the key in groups, then a code; the session follows', async () => {
    const fake = fakeSecurityApi();
    const toasts = toastsShown();
    await renderSecurity(<SecuritySettings />, { api: fake.api });
    const user = userEvent.setup();
    expect(within(twoFactorRegion()).getByText('Off')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByTestId('two-factor-manual-key').textContent).toBe(ENROLMENT_SECRET);
    expect(within(screen.getByTestId('two-factor-manual-key')).getAllByText(/^[A-Z2-7]{4}$/)).toHaveLength(8);
    await user.type(screen.getByLabelText('6-digit code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));

    await waitFor(() => expect(within(twoFactorRegion()).getByText('On')).toBeInTheDocument());
    expect(fake.twoFactor.update).toHaveBeenCalledWith({ twoFactorAuth: true, code: '123456' });
    expect(sessionStore.getState().user?.twoFactorAuth).toBe(true);
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).toBeNull();
    expect(toasts).toEqual([{ tone: 'success', message: 'Two-factor authentication is on' }]);
  });

  it('refuses a malformed code before sending, and explains a wrong one (403)', async () => {
    const fake = fakeSecurityApi();
    fake.twoFactor.update.mockResolvedValueOnce(refusal(403, 'Invalid code') as never);
    await renderSecurity(<SecuritySettings />, { api: fake.api });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    const code = await screen.findByLabelText('6-digit code');

    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(screen.getByText('Type the 6 digits your app shows.')).toBeInTheDocument();
    expect(fake.twoFactor.update).not.toHaveBeenCalled();

    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText(/That code isn't right/)).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(sessionStore.getState().user?.twoFactorAuth).toBe(false);
  });

  it('keeps only digits in the code field, offers the number pad and one-time-code autofill', async () => {
    const fake = fakeSecurityApi();
    await renderSecurity(<SecuritySettings />, { api: fake.api });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    const code = await screen.findByLabelText('6-digit code');

    await user.type(code, '12ab3-4 5');
    expect(code).toHaveValue('12345');
    await user.type(code, '67');
    expect(code).toHaveValue('123456');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('offers to start again when the server no longer has the enrolment (400)', async () => {
    const fake = fakeSecurityApi();
    fake.twoFactor.update.mockResolvedValueOnce(refusal(400, 'Start the enrolment with POST /api/2fa first') as never);
    await renderSecurity(<SecuritySettings />, { api: fake.api });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));

    expect(await screen.findByText(/This set-up is no longer valid/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('button', { name: 'Turn on two-factor authentication' })).toBeInTheDocument();
  });

  it('turns 2FA off with a code', async () => {
    const fake = fakeSecurityApi();
    await renderSecurity(<SecuritySettings />, { api: fake.api, user: securityUser({ twoFactorAuth: true }) });
    const user = userEvent.setup();
    expect(within(twoFactorRegion()).getByText('On')).toBeInTheDocument();

    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));

    await waitFor(() => expect(within(twoFactorRegion()).getByText('Off')).toBeInTheDocument());
    expect(fake.twoFactor.update).toHaveBeenCalledWith({ twoFactorAuth: false, code: '654321' });
    expect(sessionStore.getState().user?.twoFactorAuth).toBe(false);
  });

  it('links to the signed-in devices', async () => {
    await renderSecurity(<SecuritySettings />);

    expect(screen.getByRole('link', { name: 'Manage signed-in devices' })).toHaveAttribute('href', '/user-portal/account/devices');
  });
});
