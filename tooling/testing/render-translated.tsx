import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { isLocale } from '@marketplace/contracts/wire';
import { LocaleContext } from '@marketplace/contracts/browser';
import { createTestQueryClient } from '@marketplace/contracts/testing';

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'locales', 'messages', `${locale}.json`), 'utf8')) as Record<string, unknown>;

interface RenderOptions {
  locale?: string;
  path?: string;
  /** The page's query client; a fresh one (without retries) by default, so no test sees another's cache. */
  queryClient?: QueryClient;
}

/**
 * Renders a component with the real catalogues, in the given language, inside a router, that locale's
 * context and a query client of its own (as the shell does).
 */
export async function renderTranslated(
  element: ReactElement,
  { locale = 'en', path: initialPath = '/', queryClient = createTestQueryClient() }: RenderOptions = {},
): Promise<RenderResult & { queryClient: QueryClient }> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: locale,
      fallbackLng: 'en',
      resources: { en: { translation: catalogue('en') }, ja: { translation: catalogue('ja') } },
      interpolation: { escapeValue: false },
    });
  }
  await i18next.changeLanguage(locale);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <LocaleContext.Provider value={isLocale(locale) ? locale : 'en'}>
        <MemoryRouter initialEntries={[initialPath]}>{element}</MemoryRouter>
      </LocaleContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
