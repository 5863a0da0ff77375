import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import Cookies from 'js-cookie';
import { emptyUserState } from '@marketplace/contracts/wire';
import { SIGNED_OUT, sessionStore, LocaleContext } from '@marketplace/contracts/browser';
import { createTestQueryClient } from '@marketplace/contracts/testing';
import en from '../../messages/en.json';
import type { ShellServices } from '../services/shell-services';
import { ShellServicesContext } from '../services/shell-services-context';
import { LocaleSwitcher } from './locale-switcher';

function WhereAmI() {
  const { pathname, search, hash } = useLocation();
  return <output>{`${pathname}${search}${hash}`}</output>;
}

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

const setLocale = jest.fn(async () => ({ preferredLocale: 'ja' }));
const services = { api: { userSettings: { setLocale } } } as unknown as ShellServices;

afterEach(() => {
  sessionStore.setState(SIGNED_OUT, true);
  Cookies.remove('locale', { path: '/' });
  setLocale.mockClear();
});

function renderAt(path: string, locale: 'en' | 'ja') {
  const element = (
    <ShellServicesContext.Provider value={services}>
      <LocaleContext.Provider value={locale}>
        <LocaleSwitcher />
        <WhereAmI />
      </LocaleContext.Provider>
    </ShellServicesContext.Provider>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the locale switcher', () => {
  it('moves to the same page, query and hash in the chosen language', async () => {
    renderAt('/store/diamond-dreams?sort=new#top', 'en');
    await userEvent.selectOptions(screen.getByLabelText('Language'), '日本語');
    expect(screen.getByRole('status')).toHaveTextContent('/ja/store/diamond-dreams?sort=new#top');
  });

  it('drops the prefix when switching to English', async () => {
    renderAt('/ja/support', 'ja');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'English');
    expect(screen.getByRole('status')).toHaveTextContent(/^\/support$/);
  });

  it('keeps the choice in the locale cookie for a visitor, without calling the API', async () => {
    renderAt('/', 'en');

    await userEvent.selectOptions(screen.getByLabelText('Language'), 'Deutsch');

    expect(Cookies.get('locale')).toBe('de');
    expect(setLocale).not.toHaveBeenCalled();
  });

  it('saves preferredLocale on the account of a signed-in user', async () => {
    sessionStore.setState({ token: 'token-1', expiresAt: Date.now() + 60_000, user: { ...emptyUserState(), id: 'user-1' } });
    renderAt('/', 'en');

    await userEvent.selectOptions(screen.getByLabelText('Language'), '日本語');

    expect(setLocale).toHaveBeenCalledWith({ preferredLocale: 'ja' });
    expect(sessionStore.getState().user?.preferredLocale).toBe('ja');
  });

  it('names every language in itself', () => {
    renderAt('/', 'en');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Español',
      'Português',
      '日本語',
      '한국어',
      'Deutsch',
      'Italiano',
      'Français',
      '中文',
    ]);
  });
});
