import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { MarketplaceApiContext, marketplaceBus, UserProfileCacheContext, merchantsStore, sessionStore, splitLocalePath, RuntimeConfigContext, type RuntimeConfig } from '@marketplace/contracts';
import { loadAnalytics } from './analytics/load-analytics';
import { createShellServices, type ShellServices } from './app/shell-services';
import { ShellServicesContext } from './app/shell-services-context';
import { StartupFailure } from './app/startup-failure';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { ensureDeviceId, rememberReferral } from './cookies/marketplace-cookies';
import './design/design-tokens.css';
import { restoreKeptState } from './federation/kept-state';
import { createPreloadQueue } from './federation/preload-queue';
import { loadRemoteModuleByName } from './federation/remote-loader';
import { registerMarketplaceRemotes } from './federation/remote-registry';
import { configureIcons } from './icons/configure-icons';
import { initMarketplaceI18n, loadServerTranslations } from './i18n/marketplace-i18n';
import { startMarketRefresh } from './polling/market-refresh';
import { createMarketplaceRoutes } from './routing/marketplace-routes';
import { preloadLinkTargets } from './routing/preload-link-targets';
import { listenToSessionSignals, watchTokenExpiry } from './session/session-signals';
import { listenToWalletSignals } from './session/wallet-signals';

/** How often the shell asks `builds/latest.json` whether the server's redirect rules changed. */
const BUILD_POLL_MS = 60_000;

async function readConfig(root: ReturnType<typeof createRoot>, messages: Promise<void>): Promise<RuntimeConfig | null> {
  try {
    return await loadRuntimeConfig();
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
    return null;
  }
}

/** The page-wide listeners that outlive any route: session signals, token expiry, the build poll, analytics. */
function startBackgroundWork(services: ShellServices, router: ReturnType<typeof createBrowserRouter>): void {
  const analytics = loadAnalytics(services.config.analytics);
  let lastPath = router.state.location.pathname;
  analytics.pageView(lastPath);
  router.subscribe(({ location }) => {
    if (location.pathname === lastPath) return;
    lastPath = location.pathname;
    analytics.pageView(lastPath);
  });
  listenToSessionSignals({
    bus: marketplaceBus,
    store: sessionStore,
    modals: services.modals,
    signOut: services.session.signOut,
    location: () => router.state.location,
    navigate: (to) => void router.navigate(to),
  });
  listenToWalletSignals({ bus: marketplaceBus, store: sessionStore, modals: services.modals, pathname: () => router.state.location.pathname });
  watchTokenExpiry({ store: sessionStore, modals: services.modals, signOut: services.session.signOut });
  startMarketRefresh(services.api);
  setInterval(() => void services.redirectRules.refresh(), BUILD_POLL_MS);
  preloadLinkTargets(router.routes, createPreloadQueue(), loadRemoteModuleByName);
}

async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  const { locale } = splitLocalePath(window.location.pathname);
  document.documentElement.lang = locale;
  const messages = initMarketplaceI18n(locale);

  const config = await readConfig(root, messages);
  if (!config) return;

  registerMarketplaceRemotes(config.remotes);
  configureIcons(config.api.main);
  const services = createShellServices(config);
  ensureDeviceId();
  rememberReferral(new URLSearchParams(window.location.search));
  void services.api.merchants.list().then((merchants) => merchantsStore.setState({ merchants, loaded: true }));
  // A returning user is signed back in before the first guard asks who is there.
  await Promise.all([
    messages.then(() => loadServerTranslations(services.api.translations.fetchTranslationFile, locale)),
    services.session.restore(),
  ]);

  const router = createBrowserRouter(
    createMarketplaceRoutes({ guardServicesFor: services.guardServicesFor, leave: (href) => window.location.assign(href) }),
  );
  startBackgroundWork(services, router);
  restoreKeptState(services.modals);
  root.render(
    <StrictMode>
      <RuntimeConfigContext.Provider value={config}>
        <ShellServicesContext.Provider value={services}>
          <MarketplaceApiContext.Provider value={services.api}>
            <UserProfileCacheContext.Provider value={services.profiles}>
              <RouterProvider router={router} />
            </UserProfileCacheContext.Provider>
          </MarketplaceApiContext.Provider>
        </ShellServicesContext.Provider>
      </RuntimeConfigContext.Provider>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
