import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useStore } from 'zustand';
import { emptyUserState, type NotificationList } from '@marketplace/contracts/wire';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { LocaleContext, MarketplaceApiContext, marketplaceBus, SIGNED_OUT, sessionStore } from '@marketplace/contracts/browser';
import { createTestQueryClient } from '@marketplace/contracts/testing';
import en from '../../messages/en.json';
import { listenToSessionUserPatches } from '../session/session-user-patches';
import { NotificationBell } from './notification-bell';

jest.mock('@iconify/react', () => ({ Icon: () => null }));

const LATEST: NotificationList = {
  records: [
    { id: 'n1', read: false, translationId: 'offer.received', params: { collectible: 'Ruby Heart', price: '12.00' }, time: '2025-05-01T12:00:00.000Z' },
    { id: 'n2', read: false, translationId: 'welcome', params: {}, time: '2025-04-01T09:00:00.000Z' },
    { id: 'n3', read: true, translationId: 'welcome', params: {}, time: '2025-03-01T09:00:00.000Z' },
  ],
  total: 3,
  unread: 2,
};

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
  i18next.addResourceBundle('en', 'notifications', { 'offer.received': 'You received an offer of {{price}} GEM for {{collectible}}.', welcome: 'Welcome!' });
});

// A read asks the shell to change the count, as in the page, where bootstrap listens.
let stopAnsweringPatches: () => void = () => undefined;
beforeEach(() => {
  stopAnsweringPatches = listenToSessionUserPatches({ bus: marketplaceBus, store: sessionStore });
});

afterEach(() => {
  stopAnsweringPatches();
  sessionStore.setState(SIGNED_OUT, true);
});

function Bell() {
  const notifications = useStore(sessionStore, (state) => state.user?.notifications);
  return notifications ? <NotificationBell notifications={notifications} /> : null;
}

function renderBell(readAll: () => Promise<{ unread: number }> = async () => ({ unread: 0 })) {
  sessionStore.setState({ token: 't', expiresAt: null, user: { ...emptyUserState(), id: 'u1', notifications: LATEST } });
  const api = {
    notifications: { list: jest.fn(async () => LATEST), read: jest.fn(async () => ({ unread: 1 })), readAll: jest.fn(readAll) },
  } as unknown as MarketplaceApi;
  const router = createMemoryRouter([{ path: '*', element: <Bell /> }], { initialEntries: ['/ja/store'] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MarketplaceApiContext.Provider value={api}>
        <LocaleContext.Provider value="ja">
          <RouterProvider router={router} />
        </LocaleContext.Provider>
      </MarketplaceApiContext.Provider>
    </QueryClientProvider>,
  );
  return { api, router };
}

const bell = () => screen.getByRole('button', { name: /Notifications/ });

describe('the header bell', () => {
  it('shows the unread count and opens the latest notifications, focus inside; Esc closes and gives focus back', async () => {
    renderBell();
    expect(screen.getByTestId('unread-count')).toHaveTextContent('2');
    expect(bell()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(bell());

    const popover = screen.getByRole('dialog', { name: 'Notifications' });
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Notifications' })).toHaveFocus();
    const entries = within(popover).getAllByTestId('notification-entry');
    expect(entries[0]).toHaveTextContent('You received an offer of 12.00 GEM for Ruby Heart.');
    expect(entries[0]).toHaveAttribute('href', '/ja/user-portal/offers');
    expect(within(popover).getByRole('link', { name: 'See all notifications' })).toHaveAttribute('href', '/ja/user-portal/notifications');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bell()).toHaveFocus();
  });

  it('says when each came relative to now in the reader’s locale, the exact time on hover', async () => {
    const now = Date.parse('2025-05-01T12:03:00.000Z');
    jest.spyOn(Date, 'now').mockReturnValue(now);
    try {
      renderBell();
      await userEvent.click(bell());
      const times = within(screen.getByRole('dialog', { name: 'Notifications' }))
        .getAllByTestId('notification-entry')
        .map((entry) => entry.querySelector('time'));
      expect(times[0]).toHaveTextContent('3 分前');
      expect(times[0]).toHaveAttribute('dateTime', '2025-05-01T12:00:00.000Z');
      expect(times[0]?.getAttribute('title')).toMatch(/2025年5月1日/);
      // Older than a week: a date, not "30 days ago".
      expect(times[1]?.textContent).toMatch(/2025\/04\/0[12]/);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('marks a notification read as it is opened: the count drops by one at once', async () => {
    const { api } = renderBell();
    await userEvent.click(bell());

    await userEvent.click(within(screen.getByRole('dialog')).getAllByTestId('notification-entry')[1]!);

    expect(api.notifications.read).toHaveBeenCalledWith('n2');
    await waitFor(() => expect(screen.getByTestId('unread-count')).toHaveTextContent('1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks all read: no count left', async () => {
    renderBell();
    await userEvent.click(bell());
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByTestId('unread-count')).toBeNull());
  });

  it('puts the count back when marking all read fails', async () => {
    renderBell(() => Promise.reject(new Error('500')));
    await userEvent.click(bell());
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.getByTestId('unread-count')).toHaveTextContent('2'));
    expect(sessionStore.getState().user?.notifications.records.filter((entry) => !entry.read)).toHaveLength(2);
  });
});
