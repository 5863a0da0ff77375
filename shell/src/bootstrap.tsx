import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createHttpClient, fetchMerchants, merchantsStore, splitLocalePath } from '@marketplace/contracts';
import { RuntimeConfigContext } from './app/runtime-config-context';
import { StartupFailure } from './app/startup-failure';
import { loadRuntimeConfig } from './config/load-runtime-config';
import './design/design-tokens.css';
import { registerMarketplaceRemotes } from './federation/remote-registry';
import { initMarketplaceI18n } from './i18n/marketplace-i18n';
import { MARKETPLACE_ROUTES } from './routing/marketplace-routes';

async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  const { locale } = splitLocalePath(window.location.pathname);
  document.documentElement.lang = locale;
  const messages = initMarketplaceI18n(locale);

  let config;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    await messages.catch(() => undefined);
    const detail = error instanceof Error ? error.message : String(error);
    console.error(detail);
    root.render(
      <StartupFailure
        heading={i18next.t('app.startupFailed', { defaultValue: 'The marketplace could not start' })}
        help={i18next.t('app.startupFailedHelp', { defaultValue: 'Please try again in a few minutes.' })}
        detail={detail}
      />,
    );
    return;
  }

  registerMarketplaceRemotes(config.remotes);
  void fetchMerchants(createHttpClient(config.api.main)).then((merchants) => merchantsStore.setState({ merchants, loaded: true }));
  await messages;

  const router = createBrowserRouter(MARKETPLACE_ROUTES);
  root.render(
    <StrictMode>
      <RuntimeConfigContext.Provider value={config}>
        <RouterProvider router={router} />
      </RuntimeConfigContext.Provider>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
