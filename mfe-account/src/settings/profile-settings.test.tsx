import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, USERNAME_CHANGE_INTERVAL_DAYS } from '@marketplace/contracts/wire';
import { sessionStore } from '@marketplace/contracts/browser';
import { selfUserFixture } from '@marketplace/contracts/testing';
import { deferred, renderAccountSettings, resetSettingsScene, someoneNamed, toastsShown } from './testing/render-account-settings';

afterEach(resetSettingsScene);

const nameField = () => screen.getByRole('textbox', { name: 'Display name' });
const taglineField = () => screen.getByRole('textbox', { name: 'Tagline' });
const profileForm = () => nameField().closest('form') as HTMLFormElement;
const saveProfile = () => screen.getAllByRole('button', { name: 'Save' })[0] as HTMLButtonElement;

describe('the profile settings', () => {
  it('says a name someone else holds is taken before submitting, and refuses to submit it', async () => {
    const { api } = await renderAccountSettings({ takenNames: { demo: someoneNamed('demo') } });
    fireEvent.change(nameField(), { target: { value: 'demo' } });

    expect(await screen.findByText('“demo” is taken. Choose another name.')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(saveProfile()).toBeDisabled();
    fireEvent.submit(profileForm());
    expect(api.userSettings.setUsername).not.toHaveBeenCalled();
  });

  it('says a free name is available once typing pauses, looking it up once', async () => {
    const { api } = await renderAccountSettings();
    fireEvent.change(nameField(), { target: { value: 'car' } });
    fireEvent.change(nameField(), { target: { value: 'carla' } });

    expect(await screen.findByText('“carla” is available.')).toBeInTheDocument();
    expect(api.users.byUsernameOrId).toHaveBeenCalledTimes(1);
    expect(api.users.byUsernameOrId).toHaveBeenCalledWith('carla', expect.anything());
    expect(saveProfile()).toBeEnabled();
  });

  it('explains the name pattern without looking anything up', async () => {
    const { api } = await renderAccountSettings();
    fireEvent.change(nameField(), { target: { value: 'a b' } });
    expect(screen.getByText('Use 3 to 20 letters, digits, _ . or -.')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(api.users.byUsernameOrId).not.toHaveBeenCalled();
  });

  it('saves a tagline under the own name, counts its characters, and the header’s name follows', async () => {
    const toasts = toastsShown();
    const { api } = await renderAccountSettings({ self: selfUserFixture({ username: 'ana', displayName: 'Ana', tagline: null }) });
    fireEvent.change(taglineField(), { target: { value: 'Collector of rare things' } });
    expect(screen.getByText('24/80')).toBeInTheDocument();

    fireEvent.submit(profileForm());

    await waitFor(() => expect(toasts).toEqual([{ tone: 'success', message: 'Profile saved.' }]));
    expect(api.users.byUsernameOrId).not.toHaveBeenCalled();
    expect(api.userSettings.setUsername).toHaveBeenCalledWith({ displayName: 'Ana', tagline: 'Collector of rare things' });
    expect(sessionStore.getState().user).toMatchObject({ displayName: 'Ana', tagline: 'Collector of rare things' });
    expect(saveProfile()).toBeDisabled();
  });

  it('is busy while saving, then keeps what was typed and says why when the name was taken meanwhile', async () => {
    const answer = deferred<never>();
    await renderAccountSettings({ userSettings: { setUsername: jest.fn(() => answer.promise) } });
    fireEvent.change(nameField(), { target: { value: 'carla' } });
    fireEvent.change(taglineField(), { target: { value: 'hello' } });
    await screen.findByText('“carla” is available.');

    fireEvent.submit(profileForm());
    const busy = await screen.findByRole('button', { name: 'Saving…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer.reject(new ApiError('PUT /api/users/self/username', 409, 'Username taken')));

    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else has this name now. Choose another name.');
    expect(nameField()).toHaveValue('carla');
    expect(taglineField()).toHaveValue('hello');
    expect(sessionStore.getState().user?.displayName).toBe('Ana');
  });

  it('shows when the name was last changed, in the page’s language', async () => {
    await renderAccountSettings({ self: selfUserFixture({ usernameUpdateTime: '2026-03-04T10:00:00.000Z' }), locale: 'ja' });
    expect(screen.getByText(/最終変更：2026年3月4日/)).toBeInTheDocument();
  });

  it('lets a person who never changed their name choose one now, saying how often it can change after', async () => {
    await renderAccountSettings({ self: selfUserFixture({ usernameUpdateTime: null }) });

    expect(nameField()).toBeEnabled();
    expect(screen.getByText('Choose any free name. After that, you can change it once every 30 days.')).toBeInTheDocument();
  });

  it('disables the name until the interval has passed and says when, while the tagline still saves under the same name', async () => {
    const toasts = toastsShown();
    const lastChange = new Date(Date.now() - 2 * 86_400_000);
    const next = new Date(lastChange.getTime() + USERNAME_CHANGE_INTERVAL_DAYS * 86_400_000);
    const { api } = await renderAccountSettings({
      self: selfUserFixture({ username: 'ana', displayName: 'Ana', tagline: null, usernameUpdateTime: lastChange.toISOString() }),
    });

    expect(nameField()).toBeDisabled();
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(next);
    expect(
      screen.getByText(`You can change your name again on ${when}. A name can change once every 30 days; your tagline can change at any time.`),
    ).toBeInTheDocument();
    expect(nameField()).toHaveAccessibleDescription(expect.stringContaining(when));

    fireEvent.change(taglineField(), { target: { value: 'still trading' } });
    fireEvent.submit(profileForm());

    await waitFor(() => expect(toasts).toEqual([{ tone: 'success', message: 'Profile saved.' }]));
    expect(api.userSettings.setUsername).toHaveBeenCalledWith({ displayName: 'Ana', tagline: 'still trading' });
  });

  it('says the name changed too recently when the server refuses it (429), keeping what was typed', async () => {
    const refusal = new ApiError('PUT /api/users/self/username', 429, 'Display name can change again after 2026-12-25T10:00:00.000Z');
    await renderAccountSettings({ userSettings: { setUsername: jest.fn(async () => Promise.reject(refusal)) } });
    fireEvent.change(nameField(), { target: { value: 'carla' } });
    await screen.findByText('“carla” is available.');

    fireEvent.submit(profileForm());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your name was changed too recently, so the new name was not saved. The date you can change it again is shown under the name; your tagline saves with your current name.',
    );
    expect(nameField()).toHaveValue('carla');
  });

  it('once a save is refused because the name changed elsewhere, shows the account’s name, disabled, and saves the tagline under it', async () => {
    const refusal = new ApiError('PUT /api/users/self/username', 429, 'Display name can change again after 2026-12-25T10:00:00.000Z');
    const changedElsewhere = selfUserFixture({ username: 'ana_new', displayName: 'Ana_New', usernameUpdateTime: new Date().toISOString() });
    const setUsername = jest
      .fn()
      .mockRejectedValueOnce(refusal)
      .mockResolvedValue({ ...changedElsewhere, tagline: 'hi' });
    const { api } = await renderAccountSettings({ userSettings: { setUsername } });
    fireEvent.change(nameField(), { target: { value: 'carla' } });
    await screen.findByText('“carla” is available.');
    jest.mocked(api.users.self).mockResolvedValue(changedElsewhere);

    fireEvent.submit(profileForm());

    await waitFor(() => expect(nameField()).toBeDisabled());
    expect(nameField()).toHaveValue('Ana_New');
    fireEvent.change(taglineField(), { target: { value: 'hi' } });
    fireEvent.submit(profileForm());
    await waitFor(() => expect(setUsername).toHaveBeenLastCalledWith({ displayName: 'Ana_New', tagline: 'hi' }));
  });
});
