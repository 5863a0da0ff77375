import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import en from '../../../locales/messages/en.json';
import { LocaleContext } from '../routing/locale-context';
import { LocaleSwitcher } from './locale-switcher';

function WhereAmI() {
  const { pathname, search, hash } = useLocation();
  return <output>{`${pathname}${search}${hash}`}</output>;
}

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

function renderAt(path: string, locale: 'en' | 'ja') {
  const element = (
    <LocaleContext.Provider value={locale}>
      <LocaleSwitcher />
      <WhereAmI />
    </LocaleContext.Provider>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
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

  it('names every language in itself', () => {
    renderAt('/', 'en');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English', 'Español', 'Português', '日本語', '한국어', 'Deutsch', 'Italiano', 'Français', '中文',
    ]);
  });
});
