import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, EMAIL_CHANGE_REFUSALS } from '@marketplace/contracts/wire';
import { selfUserFixture } from '@marketplace/contracts/testing';
import { deferred, renderAccountSettings, resetSettingsScene } from './testing/render-account-settings';

afterEach(resetSettingsScene);

const REQUEST = 'POST /api/users/self/email-change';
const SENT = { sentTo: 'ana.new@market.test', expiresAt: '2026-11-26T12:00:00.000Z' };
const refusal = (status: number, message: string) => new ApiError(REQUEST, status, message, { body: { status, message, payload: null } });

const emailSection = () => screen.getByRole('region', { name: 'E-mail' });

async function openForm(scene: Parameters<typeof renderAccountSettings>[0] = {}) {
  const rendered = await renderAccountSettings(scene);
  fireEvent.click(within(emailSection()).getByRole('button', { name: 'Change e-mail' }));
  const form = within(emailSection()).getByRole('form', { name: 'Change your e-mail address' });
  return { ...rendered, form };
}

function fill(form: HTMLElement, values: { newEmail?: string; password?: string; code?: string }) {
  const { newEmail, password, code } = values;
  if (newEmail !== undefined) fireEvent.change(within(form).getByLabelText('New e-mail address'), { target: { value: newEmail } });
  if (password !== undefined) fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: password } });
  if (code !== undefined) fireEvent.change(within(form).getByLabelText('6-digit code'), { target: { value: code } });
}

const send = (form: HTMLElement) => fireEvent.click(within(form).getByRole('button', { name: 'Send confirmation link' }));

describe('changing the e-mail address', () => {
  it('opens a labelled form with the focus on the new address, and Cancel gives the focus back', async () => {
    const { form } = await openForm();

    expect(within(form).getByLabelText('New e-mail address')).toHaveFocus();
    expect(within(form).queryByLabelText('6-digit code')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(within(emailSection()).getByRole('button', { name: 'Change e-mail' })).toHaveFocus());
  });

  it('sends the new address and the password, then says to check the new inbox while the address shown stays the current one', async () => {
    const requestEmailChange = jest.fn(async () => SENT);
    const { form } = await openForm({ emailKeys: { requestEmailChange } });

    fill(form, { newEmail: ' Ana.New@Market.test ', password: 'correct-horse-1' });
    send(form);

    expect(await within(emailSection()).findByRole('status')).toHaveTextContent(
      /^Check your new inbox: we sent a link to ana\.new@market\.test\. It works until .*2026.*\. Your address changes only when you follow it\.$/,
    );
    expect(requestEmailChange).toHaveBeenCalledWith({ newEmail: 'Ana.New@Market.test', currentPassword: 'correct-horse-1' });
    expect(within(emailSection()).queryByRole('form')).toBeNull();
    expect(within(emailSection()).getByText('ana@market.test')).toBeInTheDocument();
  });

  it('says a change still waiting for its link when the page opens again, and cancels it', async () => {
    const cancelEmailChange = jest.fn(async () => null);
    await renderAccountSettings({ emailKeys: { pendingEmailChange: jest.fn(async () => SENT), cancelEmailChange } });

    expect(await within(emailSection()).findByRole('status')).toHaveTextContent(/we sent a link to ana\.new@market\.test/);
    fireEvent.click(within(emailSection()).getByRole('button', { name: 'Cancel the change' }));

    expect(await within(emailSection()).findByText(/The change was cancelled/)).toBeInTheDocument();
    expect(cancelEmailChange).toHaveBeenCalledTimes(1);
    expect(within(emailSection()).queryByText(/we sent a link/)).toBeNull();
  });

  it('says so when cancelling fails, and keeps the pending change on screen', async () => {
    await renderAccountSettings({
      emailKeys: { pendingEmailChange: jest.fn(async () => SENT), cancelEmailChange: jest.fn(() => Promise.reject(refusal(503, 'Unavailable'))) },
    });

    fireEvent.click(await within(emailSection()).findByRole('button', { name: 'Cancel the change' }));

    expect(await within(emailSection()).findByRole('alert')).toHaveTextContent('The change could not be cancelled. Try again in a moment.');
    expect(within(emailSection()).getByRole('status')).toHaveTextContent(/we sent a link to ana\.new@market\.test/);
  });

  it('asks for the authenticator code while 2FA is on and sends it with the rest', async () => {
    const requestEmailChange = jest.fn(async () => SENT);
    const { form } = await openForm({ self: selfUserFixture({ twoFactorAuth: true }), emailKeys: { requestEmailChange } });

    fill(form, { newEmail: 'ana.new@market.test', password: 'correct-horse-1', code: '12a3456' });
    send(form);

    await waitFor(() =>
      expect(requestEmailChange).toHaveBeenCalledWith({ newEmail: 'ana.new@market.test', currentPassword: 'correct-horse-1', code: '123456' }),
    );
  });

  it.each([
    ['an address that is not one', { newEmail: 'ana@', password: 'pw' }, 'New e-mail address', 'Type a valid e-mail address, like name@example.com.'],
    ['the current address', { newEmail: 'ANA@market.test', password: 'pw' }, 'New e-mail address', 'That is already your e-mail address.'],
    ['no password', { newEmail: 'ana.new@market.test' }, 'Current password', 'Type your current password.'],
  ])('refuses %s before sending, at its field, which takes the focus', async (_case, values, label, message) => {
    const requestEmailChange = jest.fn(async () => SENT);
    const { form } = await openForm({ emailKeys: { requestEmailChange } });

    fill(form, values);
    send(form);

    const field = within(form).getByLabelText(label);
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(requestEmailChange).not.toHaveBeenCalled();
  });

  it('says a wrong password at the password field and keeps everything typed', async () => {
    const requestEmailChange = jest.fn(() => Promise.reject(refusal(403, EMAIL_CHANGE_REFUSALS.wrongPassword)));
    const { form } = await openForm({ emailKeys: { requestEmailChange } });

    fill(form, { newEmail: 'ana.new@market.test', password: 'not-it' });
    send(form);

    const password = within(form).getByLabelText('Current password');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription(/^That isn't your current password\./);
    expect(password).toHaveValue('not-it');
    expect(within(form).getByLabelText('New e-mail address')).toHaveValue('ana.new@market.test');
  });

  it('says a wrong code at the code field', async () => {
    const requestEmailChange = jest.fn(() => Promise.reject(refusal(403, EMAIL_CHANGE_REFUSALS.invalidCode)));
    const { form } = await openForm({ self: selfUserFixture({ twoFactorAuth: true }), emailKeys: { requestEmailChange } });

    fill(form, { newEmail: 'ana.new@market.test', password: 'correct-horse-1', code: '000000' });
    send(form);

    const code = within(form).getByLabelText('6-digit code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription(/That code didn't work\./);
  });

  it('says what no field can fix as an alert for the form: too many tries', async () => {
    const requestEmailChange = jest.fn(() => Promise.reject(refusal(429, 'Rate limit exceeded, retry in 1 hour')));
    const { form } = await openForm({ emailKeys: { requestEmailChange } });

    fill(form, { newEmail: 'ana.new@market.test', password: 'correct-horse-1' });
    send(form);

    expect(await within(form).findByRole('alert')).toHaveTextContent('You have asked for several changes in a short time. Wait an hour, then try again.');
  });

  it('ignores a second press while the first is on its way', async () => {
    const answer = deferred<typeof SENT>();
    const requestEmailChange = jest.fn(() => answer.promise);
    const { form } = await openForm({ emailKeys: { requestEmailChange } });

    fill(form, { newEmail: 'ana.new@market.test', password: 'correct-horse-1' });
    send(form);
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true'));
    fireEvent.click(within(form).getByRole('button', { name: 'Sending…' }));
    await act(async () => answer.resolve(SENT));

    expect(requestEmailChange).toHaveBeenCalledTimes(1);
  });

  it('tells an account that signs in only with Google or Apple why it cannot change its address here', async () => {
    await renderAccountSettings({ self: selfUserFixture({ identityProviders: { password: false, google: true, apple: false } }) });

    expect(within(emailSection()).queryByRole('button', { name: 'Change e-mail' })).toBeNull();
    expect(within(emailSection()).getByText(/signs in with Google or Apple/)).toBeInTheDocument();
  });

  it('speaks the person’s language', async () => {
    await renderAccountSettings({ locale: 'ja' });

    fireEvent.click(within(screen.getByRole('region', { name: 'メール' })).getByRole('button', { name: 'メールアドレスを変更' }));

    expect(screen.getByRole('form', { name: 'メールアドレスの変更' })).toBeInTheDocument();
  });
});
