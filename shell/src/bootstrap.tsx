import { hydrate } from '@tanstack/react-query';
import i18next from 'i18next';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { splitLocalePath, type RuntimeConfig } from '@marketplace/contracts/wire';
import { merchantsQueries } from '@marketplace/contracts/http';
import { marketplaceBus, readConsent, sessionStore } from '@marketplace/contracts/browser';
import Cookies from 'js-cookie';
import { startConsentedAnalytics } from './analytics/consented-analytics';
import { createShellServices, type ShellServices } from './services/shell-services';
import { StartupFailure } from './startup/startup-failure';
import { readPrerenderedPage, type PrerenderedPayload } from './startup/prerendered-page';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { ensureDeviceId, rememberReferral } from './cookies/marketplace-cookies';
import { followRememberedLocale } from './cookies/remembered-locale-address';
import './design/design-tokens.css';
import { restoreKeptState } from './federation/kept-state';
import { importShellChunk } from './federation/shell-chunk';
import { watchPageLeaving } from './federation/page-leaving';
import { createPreloadQueue } from './federation/preload-queue';
import { loadRemoteModuleByName } from './federation/remote-loader';
import { prepareComposition } from './federation/remote-registry';
import { initMarketplaceI18n, loadServerTranslations } from './i18n/marketplace-i18n';
import { MarketplaceApp } from './marketplace-app';
import { restoreCurrentMerchant } from './merchants/current-merchant-store';
// Every kind of modal registers before the queue is first used (a restored session, kept state).
import './modals/registered-modals';
import { listenToSellingRequests } from './modals/selling-requests';
import { askForConsent } from './modals/kinds/consent-banner-modal';
import { createMarketplaceRoutes } from './routing/marketplace-routes';
import { preloadLinkTargets } from './routing/preload-link-targets';
import { prerenderedLoaderData } from './routing/prerendered-routes';
import { remoteViewChunk } from './remote/lazy-remote-view';
import { forgetUserDataOnUserChange } from './session/forget-user-data';
import { listenToSessionSignals, watchTokenExpiry } from './session/session-signals';
import { listenToSessionUserPatches } from './session/session-user-patches';
import { listenToWalletSignals } from './session/wallet-signals';
import { listenToPreferredLocale } from './session/preferred-locale';

/** How often the shell asks `builds/latest.json` whether the server's redirect rules changed. */
const BUILD_POLL_MS = 60_000;

async function readConfig(container: HTMLElement, messages: Promise<void>): Promise<RuntimeConfig | null> {
  try {
    return await loadRuntimeConfig();
  } catch (error) {
    await messages.catch(() => undefined);
    const detail = error instanceof Error ? error.message : String(error);
    console.error(detail);
    createRoot(container).render(
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
  let lastPath = router.state.location.pathname;
  // Its chunks stay outside the chunk-reload policy: a content blocker that refuses an analytics file must
  // not reload the page; the visitor just goes uncounted.
  startConsentedAnalytics({
    consent: readConsent(Cookies),
    onConsentChanged: (listener) => marketplaceBus.on('consent:changed', listener),
    currentPath: () => lastPath,
    onNavigation: (listener) =>
      router.subscribe(({ location }) => {
        if (location.pathname === lastPath) return;
        lastPath = location.pathname;
        listener(lastPath);
      }),
    api: services.api.analytics,
    tag: services.config.analytics,
  });
  askForConsent(services.modals);
  listenToSessionSignals({
    bus: marketplaceBus,
    store: sessionStore,
    modals: services.modals,
    signOut: services.session.signOut,
    location: () => router.state.location,
    navigate: (to) => void router.navigate(to),
  });
  listenToSessionUserPatches({ bus: marketplaceBus, store: sessionStore });
  listenToWalletSignals({ bus: marketplaceBus, store: sessionStore, modals: services.modals, pathname: () => router.state.location.pathname });
  listenToSellingRequests({ bus: marketplaceBus, modals: services.modals });
  listenToPreferredLocale({ bus: marketplaceBus, store: sessionStore, location: () => router.state.location, navigate: (to) => void router.navigate(to) });
  watchTokenExpiry({ store: sessionStore, modals: services.modals, signOut: services.session.signOut });
  forgetUserDataOnUserChange(services.queryClient, sessionStore);
  setInterval(() => void services.redirectRules.refresh(), BUILD_POLL_MS);
  preloadLinkTargets(router.routes, createPreloadQueue(), loadRemoteModuleByName, document, remoteViewChunk.preload);
}

type Routing = Parameters<typeof createMarketplaceRoutes>[0];

/**
 * A page the build prerendered (a locale's home): the browser takes over the markup it was sent at
 * once, with the data it was rendered from in the query cache (marked stale, so the live queries read
 * again right after). It is the page a visitor sees, so it hydrates before the session is known; a returning
 * user is signed back in right after, and only then do the route's guards run.
 */
function hydratePrerenderedPage(
  container: HTMLElement,
  services: ShellServices,
  routing: Routing,
  page: PrerenderedPayload,
): ReturnType<typeof createBrowserRouter> {
  // Nothing is fetched before the markup is taken over: data arriving mid-hydration would differ from
  // what the page was rendered with. The page's own queries read what is stale once they mount.
  hydrate(services.queryClient, page.queries);
  // The build's data is as old as the build: each query it seeded reads again once its page has
  // mounted (marked stale here, fetched by the mount), whatever its usual freshness.
  void services.queryClient.invalidateQueries({ refetchType: 'none' });
  const restored = services.session.restore();
  const routes = createMarketplaceRoutes(routing);
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: prerenderedLoaderData(routes, window.location.pathname) } });
  hydrateRoot(container, <MarketplaceApp services={services} router={router} />);
  void restored.then(() => router.revalidate());
  return router;
}

/**
 * Any other page: a returning user is signed back in before the first guard asks who is there; the
 * merchants are asked at once (the merchant guard waits for them).
 */
async function renderPage(
  container: HTMLElement,
  services: ShellServices,
  routing: Routing,
  translations: Promise<void>,
): Promise<ReturnType<typeof createBrowserRouter>> {
  void services.queryClient.prefetchQuery(merchantsQueries.list(services.api));
  await Promise.all([translations, services.session.restore()]);
  const router = createBrowserRouter(createMarketplaceRoutes(routing));
  createRoot(container).render(<MarketplaceApp services={services} router={router} />);
  return router;
}

async function start(container: HTMLElement): Promise<void> {
  watchPageLeaving();
  if (await followRememberedLocale(window.location, navigator.userAgent, () => importShellChunk(() => import('isbot')))) return;
  const { locale } = splitLocalePath(window.location.pathname);
  document.documentElement.lang = locale;
  const messages = initMarketplaceI18n(locale);
  const prerendered = readPrerenderedPage(window.location.pathname);

  const config = await readConfig(container, messages);
  if (!config) return;

  prepareComposition({ config, deviceId: ensureDeviceId(), search: window.location.search });
  restoreCurrentMerchant();
  const services = createShellServices(config);
  rememberReferral(new URLSearchParams(window.location.search));
  const translations = messages.then(() => loadServerTranslations(services.api.translations.fetchTranslationFile, locale));
  const routing: Routing = {
    guardServicesFor: services.guardServicesFor,
    leave: (href) => window.location.assign(href),
    sessionKnown: () => services.session.whenKnown(),
  };

  const page = await prerendered;
  await messages;
  const router = page ? hydratePrerenderedPage(container, services, routing, page) : await renderPage(container, services, routing, translations);
  startBackgroundWork(services, router);
  restoreKeptState(services.modals);
}

const container = document.getElementById('root');
if (container) void start(container);
