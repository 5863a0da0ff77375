import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { isLocale, KIT_NAMESPACE, messagesNamespaceOf, REMOTE_NAMES, SHELL_NAMESPACE } from '@marketplace/contracts/wire';
import { LocaleContext } from '@marketplace/contracts/browser';
import { createTestQueryClient } from '@marketplace/contracts/testing';

/** Where each namespace's files are: the shell's words, the kit's, and each remote's (docs/messages-ownership.md). */
const MESSAGE_FOLDERS: Record<string, string> = {
  [SHELL_NAMESPACE]: 'shell',
  [KIT_NAMESPACE]: 'shared-contracts',
  ...Object.fromEntries(REMOTE_NAMES.map((remote) => [messagesNamespaceOf(remote), `mfe-${remote}`])),
};

const readMessages = (folder: string, locale: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', folder, 'messages', `${locale}.json`), 'utf8')) as Record<string, unknown>;

/** Every namespace of a locale, as the page holds them once everything on it has joined. */
const allNamespaces = (locale: string) =>
  Object.fromEntries(Object.entries(MESSAGE_FOLDERS).map(([namespace, folder]) => [namespace, readMessages(folder, locale)]));

interface RenderOptions {
  locale?: string;
  path?: string;
  /** The page's query client; a fresh one (without retries) by default, so no test sees another's cache. */
  queryClient?: QueryClient;
}

/**
 * Renders a component with the real messages of every namespace, in the given language, inside a router, that locale's
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
      resources: { en: allNamespaces('en'), ja: allNamespaces('ja') },
      // As on the page: the shell's components read its words by default, the kit and the remotes name their namespace.
      defaultNS: SHELL_NAMESPACE,
      fallbackNS: false,
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
