import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import {
  DEFAULT_LOCALE,
  isLocale,
  KIT_NAMESPACE,
  messagesNamespaceOf,
  validateRuntimeConfig,
  type RemoteMessagesModule,
  type RemoteName,
} from '@marketplace/contracts/wire';
import { createMarketplaceQueryClient, createPageApi, LocaleContext, MarketplaceApiContext, RuntimeConfigContext } from '@marketplace/contracts/browser';
import localConfig from '../../shell/public/config.json';
import { HarnessIndex } from './harness-index';
import '../../shell/src/design/design-tokens.css';

export interface HarnessPage {
  /** Path inside the harness, e.g. `/support`. */
  path: string;
  label: string;
  element: ReactNode;
}

/**
 * Serves a remote's pages alone (`npm run dev -w mfe-x`), with the same i18next, router and design
 * tokens the shell gives them, so a team can work on its pages without running the whole site.
 * Only the harness entry runs this; the shell never loads it.
 */
export async function mountRemoteHarness(remote: RemoteName, pages: HarnessPage[], { loadMessages }: RemoteMessagesModule): Promise<void> {
  if (!i18next.isInitialized) {
    const wanted = new URLSearchParams(window.location.search).get('lang');
    const locale = isLocale(wanted) ? wanted : DEFAULT_LOCALE;
    // The words the remote's pages show, as the shell gives them: the remote's own namespace (from its exposed
    // `./messages`, the same module the shell loads) and the shared kit's.
    const [own, kit] = await Promise.all([loadMessages(locale), import(`../../shared-contracts/messages/${locale}.json`).then((module) => module.default)]);
    await i18next.use(initReactI18next).init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      resources: { [locale]: { [messagesNamespaceOf(remote)]: own, [KIT_NAMESPACE]: kit } },
      interpolation: { escapeValue: false },
    });
  }
  const router = createBrowserRouter([
    { path: '/', element: <HarnessIndex remote={remote} pages={pages} /> },
    ...pages.map((page) => ({ path: page.path, element: page.element })),
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('The harness page has no #root element');
  // The local site's configuration, API client and query client, as the shell provides them (`npm run dev` serves the API).
  const config = validateRuntimeConfig(localConfig);
  const api = createPageApi(config);
  const queryClient = createMarketplaceQueryClient();
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RuntimeConfigContext.Provider value={config}>
          <MarketplaceApiContext.Provider value={api}>
            <LocaleContext.Provider value={isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE}>
              <RouterProvider router={router} />
            </LocaleContext.Provider>
          </MarketplaceApiContext.Provider>
        </RuntimeConfigContext.Provider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
