import { dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter } from 'react-router';
import { DEFAULT_LOCALE, localePrefix, SUPPORTED_LOCALES, validateRuntimeConfig, type Locale } from '@marketplace/contracts/wire';
import { merchantsQueries, ratesQueries, showcaseQueries } from '@marketplace/contracts/http';
import { createMarketplaceQueryClient, createPageApi } from '@marketplace/contracts/browser';
import { SERVED_NAMESPACE_FILES, type Messages, type ServedNamespace } from './i18n/load-messages';
import { MARKETPLACE_I18N_OPTIONS } from './i18n/marketplace-i18n';
import { MarketplaceApp } from './marketplace-app';
import { createMarketplaceRoutes } from './routing/marketplace-routes';
import { prerenderedLoaderData } from './routing/prerendered-routes';
import { createShellServices } from './services/shell-services';
import type { PrerenderedPayload } from './startup/prerendered-page';

/**
 * The build's prerender (built for Node by tooling/rspack/create-prerender-config.mjs, run by
 * scripts/prerender-pages.mjs): the pages that need no session, rendered to HTML with the data they
 * show, so a first visit paints them before any script or API call. Today that is each locale's home.
 */

export { SUPPORTED_LOCALES, SERVED_NAMESPACE_FILES };

export type { Messages };

/** The path of a locale's home page: `/`, `/es`, `/ja`, … */
export const homePathOf = (locale: Locale): string => localePrefix(locale) || '/';

/**
 * Reads what the home page shows (the merchants, the GEM rate and the items of its showcase) from the
 * API at `config.api`, through the page's own typed client and queries, as the query cache the browser
 * will hydrate from. A rate or a showcase the API cannot give fails the build rather than prerendering
 * a page without prices or items.
 */
export async function readHomeData(config: unknown): Promise<DehydratedState> {
  const api = createPageApi(validateRuntimeConfig(config));
  const queryClient = createMarketplaceQueryClient();
  await Promise.all([
    queryClient.fetchQuery(merchantsQueries.list(api)),
    queryClient.fetchQuery(ratesQueries.productUsd(api)),
    queryClient.fetchQuery(showcaseQueries.home(api)),
  ]);
  return dehydrate(queryClient);
}

/** The words a page of the shell shows, by namespace: the shell's own and the kit's (as served at `/_i18n/`). */
export type PageMessages = Record<ServedNamespace, Messages>;

/** One locale's words as i18next holds them: the page's own messages, with English as the fallback. */
async function switchCatalogues(locale: Locale, catalogues: Partial<Record<Locale, PageMessages>>): Promise<void> {
  if (!i18next.isInitialized) await i18next.use(initReactI18next).init({ ...MARKETPLACE_I18N_OPTIONS, lng: locale, resources: {} });
  for (const [name, namespaces] of Object.entries(catalogues)) {
    for (const [namespace, messages] of Object.entries(namespaces)) {
      if (!i18next.hasResourceBundle(name, namespace)) i18next.addResourceBundle(name, namespace, messages, true, true);
    }
  }
  await i18next.changeLanguage(locale);
}

/**
 * A locale's home page as the browser renders it for a visitor before anything else is known, with
 * `payload` in its query cache: the markup below the root element, and the document title.
 */
export async function renderHomePage({
  locale,
  config,
  catalogues,
  payload,
}: {
  locale: Locale;
  config: unknown;
  catalogues: Partial<Record<Locale, PageMessages>>;
  payload: PrerenderedPayload;
}): Promise<{ html: string; title: string }> {
  if (!catalogues[DEFAULT_LOCALE]) throw new Error('The prerender needs the English catalogue, every page falls back to it');
  await switchCatalogues(locale, catalogues);
  const services = createShellServices(validateRuntimeConfig(config));
  hydrate(services.queryClient, payload.queries);
  const routes = createMarketplaceRoutes({ guardServicesFor: services.guardServicesFor, leave: () => undefined });
  const path = homePathOf(locale);
  const router = createMemoryRouter(routes, { initialEntries: [path], hydrationData: { loaderData: prerenderedLoaderData(routes, path) } });
  const html = renderToString(<MarketplaceApp services={services} router={router} />);
  const title = i18next.t('app.titleTemplate', { page: i18next.t('routes.home.title') });
  return { html, title };
}
