import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { isLocale, LocaleContext } from '@marketplace/contracts';

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'locales', 'messages', `${locale}.json`), 'utf8')) as Record<string, unknown>;

/** Renders a component with the real catalogues, in the given language, inside a router and that locale's context (as the shell does). */
export async function renderTranslated(element: ReactElement, { locale = 'en', path: initialPath = '/' } = {}): Promise<RenderResult> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: locale,
      fallbackLng: 'en',
      resources: { en: { translation: catalogue('en') }, ja: { translation: catalogue('ja') } },
      interpolation: { escapeValue: false },
    });
  }
  await i18next.changeLanguage(locale);
  return render(
    <LocaleContext.Provider value={isLocale(locale) ? locale : 'en'}>
      <MemoryRouter initialEntries={[initialPath]}>{element}</MemoryRouter>
    </LocaleContext.Provider>,
  );
}
