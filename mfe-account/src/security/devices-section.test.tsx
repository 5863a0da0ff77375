import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatRelativeTime } from '@marketplace/contracts/wire';
import { DevicesSection } from './devices-section';
import { device, fakeSecurityApi, renderSecurity, resetSecurityScene, toastsShown } from './testing/render-security';

afterEach(resetSecurityScene);

const THIS_ONE = device({ id: '0a1b2c3d-4e5f-4607-8819-2a3b4c5d6e7f', current: true, name: 'Firefox on macOS' });
const OTHER = device({ name: 'Browser on iOS', signInMethod: 'google' });

const rows = () => within(screen.getByRole('list', { name: 'Signed-in devices' })).getAllByTestId('device');

describe('DevicesSection', () => {
  it('lists each device in plain words, this one marked and not removable', async () => {
    const fake = fakeSecurityApi();
    fake.devices.list.mockResolvedValue([OTHER, THIS_ONE]);
    await renderSecurity(<DevicesSection />, { api: fake.api });

    // This device first, whatever the API's order (most recently seen first).
    const [current, other] = await waitFor(() => rows());
    expect(current).toHaveTextContent('Firefox on macOS');
    expect(within(current!).getByText('This device')).toBeInTheDocument();
    expect(within(current!).queryByRole('button')).toBeNull();
    expect(other).toHaveTextContent('A browser on iOS');
    expect(within(other!).getByText('Google')).toBeInTheDocument();
    // In the reader's language and time zone, the exact time on hover.
    expect(within(other!).getByText(formatRelativeTime(OTHER.createdAt, 'en'))).toHaveAttribute('datetime', OTHER.createdAt);
  });

  it('removes another device after a confirmation, at once, and says so', async () => {
    const fake = fakeSecurityApi();
    fake.devices.list.mockResolvedValueOnce([THIS_ONE, OTHER]).mockResolvedValue([THIS_ONE]);
    let answer: (value: { id: string }) => void = () => undefined;
    fake.devices.remove.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const toasts = toastsShown();
    await renderSecurity(<DevicesSection />, { api: fake.api });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Remove A browser on iOS' }));
    expect(fake.devices.remove).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Remove device' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove device' }));

    // Gone before the server answers.
    await waitFor(() => expect(rows()).toHaveLength(1));
    answer({ id: OTHER.id });
    await waitFor(() => expect(toasts).toEqual([{ tone: 'success', message: 'Device removed and signed out' }]));
    expect(fake.devices.remove).toHaveBeenCalledWith(OTHER.id);
  });

  it('puts a device back, and says so, when the server refuses its removal', async () => {
    const fake = fakeSecurityApi();
    fake.devices.list.mockResolvedValue([THIS_ONE, OTHER]);
    fake.devices.remove.mockRejectedValueOnce(new Error('500'));
    const toasts = toastsShown();
    await renderSecurity(<DevicesSection />, { api: fake.api });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Remove A browser on iOS' }));
    await user.click(screen.getByRole('button', { name: 'Remove device' }));

    await waitFor(() => expect(toasts).toEqual([{ tone: 'error', message: 'The device could not be removed. It is still signed in; try again.' }]));
    expect(rows()).toHaveLength(2);
  });

  it('keeps a device when the confirmation is withdrawn, focus back on its button', async () => {
    const fake = fakeSecurityApi();
    fake.devices.list.mockResolvedValue([THIS_ONE, OTHER]);
    await renderSecurity(<DevicesSection />, { api: fake.api });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Remove A browser on iOS' }));
    await user.click(screen.getByRole('button', { name: 'Keep' }));

    expect(screen.getByRole('button', { name: 'Remove A browser on iOS' })).toHaveFocus();
    expect(fake.devices.remove).not.toHaveBeenCalled();
  });

  it('offers to try again when no device could be read (there is always this one)', async () => {
    const fake = fakeSecurityApi();
    fake.devices.list.mockResolvedValueOnce([]).mockResolvedValue([THIS_ONE]);
    await renderSecurity(<DevicesSection />, { api: fake.api });
    const user = userEvent.setup();

    expect(await screen.findByText('Your devices could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('shows the list skeleton while the devices load, and a way back to the settings', async () => {
    const fake = fakeSecurityApi();
    fake.devices.list.mockReturnValue(new Promise(() => undefined));
    await renderSecurity(<DevicesSection />, { api: fake.api });

    expect(screen.getByRole('status', { name: 'Loading your devices…' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to account settings' })).toHaveAttribute('href', '/user-portal/account');
  });
});
