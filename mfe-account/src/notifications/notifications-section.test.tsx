import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { emptyUserState, type NotificationList, type NotificationRecord } from '@marketplace/contracts/wire';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { MarketplaceApiContext, SIGNED_OUT, sessionStore } from '@marketplace/contracts/browser';
import { answerSessionUserPatchesAsTheShell } from '@marketplace/contracts/testing';
import { renderTranslated } from '../../../tooling/testing/render-translated';
import { stopRecordingToasts, toastsShown } from '../../../tooling/testing/toasts-shown';
import { NotificationsSection, notificationsAddress } from './notifications-section';

const record = (n: number, read: boolean, translationId = 'sale.complete'): NotificationRecord => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  read,
  translationId,
  params: { collectible: `Gem ${n}`, price: '12.50' },
  time: '2025-05-01T12:00:00.000Z',
});
const FIRST_PAGE: NotificationList = { records: [record(1, false), record(2, false, 'welcome'), record(3, true), record(4, true)], total: 6, unread: 2 };

function fakeApi(overrides: Partial<MarketplaceApi['notifications']> = {}) {
  return {
    notifications: {
      list: jest.fn(async () => FIRST_PAGE),
      page: jest.fn(async () => FIRST_PAGE),
      read: jest.fn(async () => ({ unread: 1 })),
      readAll: jest.fn(async () => ({ unread: 0 })),
      ...overrides,
    },
  } as unknown as MarketplaceApi;
}

// A read asks the shell to change the header's count; here a stand-in answers as the shell does.
let stopAnsweringAsTheShell: () => void = () => undefined;

async function renderSection(api: MarketplaceApi, path = '/user-portal/notifications', locale = 'en') {
  sessionStore.setState({ token: 't', expiresAt: null, user: { ...emptyUserState(), id: 'u1', notifications: FIRST_PAGE } });
  stopAnsweringAsTheShell = answerSessionUserPatchesAsTheShell();
  const view = await renderTranslated(
    <MarketplaceApiContext.Provider value={api}>
      <NotificationsSection />
    </MarketplaceApiContext.Provider>,
    { path, locale },
  );
  i18next.addResourceBundle(locale, 'notifications', { 'sale.complete': '{{collectible}} sold for {{price}} GEM.', welcome: 'Welcome!' }, true, true);
  return view;
}

afterEach(() => {
  stopAnsweringAsTheShell();
  sessionStore.setState(SIGNED_OUT, true);
  stopRecordingToasts();
});

describe('the notifications page', () => {
  it('says when each came relative to now in the person’s locale (German: “gestern”, yesterday), the exact time on hover', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2025-05-02T15:00:00.000Z'));
    try {
      await renderSection(fakeApi(), '/user-portal/notifications', 'de');
      const list = await screen.findByRole('list', { name: 'Your notifications' });
      const time = within(list).getAllByTestId('notification-entry')[0]?.querySelector('time');
      expect(time).toHaveTextContent('gestern');
      expect(time).toHaveAttribute('dateTime', '2025-05-01T12:00:00.000Z');
      expect(time?.getAttribute('title')).toMatch(/Donnerstag, 1\. Mai 2025/);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('lists a page in the person’s language, unread marked, with pages for the rest', async () => {
    const api = fakeApi();
    await renderSection(api, '/user-portal/notifications?page=1');

    const list = await screen.findByRole('list', { name: 'Your notifications' });
    const entries = within(list).getAllByTestId('notification-entry');
    expect(entries.map((entry) => entry.getAttribute('data-unread'))).toEqual(['true', 'true', 'false', 'false']);
    expect(entries[0]).toHaveTextContent('Unread: Gem 1 sold for 12.50 GEM.');
    expect(entries[0]).toHaveAttribute('href', '/user-portal/activity');
    expect(screen.getByRole('navigation', { name: /pages/i })).toBeInTheDocument();
    expect(api.notifications.page).toHaveBeenCalledWith({ page: 1, pageSize: 4, filter: 'all' }, expect.anything());
  });

  it('asks the unread ones only with the unread filter', async () => {
    const api = fakeApi();
    await renderSection(api, '/user-portal/notifications?filter=unread');

    await screen.findByRole('list', { name: 'Your notifications' });
    expect(screen.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.notifications.page).toHaveBeenCalledWith({ page: 1, pageSize: 4, filter: 'unread' }, expect.anything());
  });

  it('opening an unread one marks it read: the count drops at once', async () => {
    const api = fakeApi();
    await renderSection(api);

    const [first] = await screen.findAllByTestId('notification-entry');
    await userEvent.click(first!);

    expect(api.notifications.read).toHaveBeenCalledWith(FIRST_PAGE.records[0]!.id);
    await waitFor(() => expect(sessionStore.getState().user?.notifications.unread).toBe(1));
  });

  it('marks all read, says so, and the count is 0', async () => {
    const toasts = toastsShown();
    const api = fakeApi();
    await renderSection(api);
    await screen.findByRole('list', { name: 'Your notifications' });

    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));

    await waitFor(() => expect(toasts).toContainEqual({ tone: 'success', message: 'All notifications are marked as read.' }));
    expect(sessionStore.getState().user?.notifications.unread).toBe(0);
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('0 unread');
  });

  it('puts the count back and says so when marking all read fails', async () => {
    const toasts = toastsShown();
    const api = fakeApi({ readAll: jest.fn(() => Promise.reject(new Error('500'))) });
    await renderSection(api);
    await screen.findByRole('list', { name: 'Your notifications' });

    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));

    await waitFor(() => expect(toasts).toContainEqual({ tone: 'error', message: 'The notification could not be marked as read. Please try again.' }));
    expect(sessionStore.getState().user?.notifications.unread).toBe(2);
  });

  it('says what failed and reads again on retry', async () => {
    const page = jest.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValue(FIRST_PAGE);
    await renderSection(fakeApi({ page }));

    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your notifications could not be loaded.');
    await userEvent.click(retry);

    expect(await screen.findByRole('list', { name: 'Your notifications' })).toBeInTheDocument();
  });

  it('says what to do when there are none, and offers all of them when none is unread', async () => {
    const none: NotificationList = { records: [], total: 0, unread: 0 };
    await renderSection(fakeApi({ page: jest.fn(async () => none) }), '/user-portal/notifications?filter=unread');

    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all' })).toBeInTheDocument();
  });
});

describe('the notifications address', () => {
  it('holds the filter only when unread and the page only past 1', () => {
    expect(notificationsAddress('all', 1)).toBe('/user-portal/notifications');
    expect(notificationsAddress('unread', 3)).toBe('/user-portal/notifications?filter=unread&page=3');
  });
});
