import type { QueryClient } from '@tanstack/react-query';
import { localizePath, type Locale, type RuntimeConfig, SIGNED_IN_HINT_ITEM, WALLET_PROMPT_CLOSED_ITEM } from '@marketplace/contracts/wire';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import {
  createMarketplaceQueryClient,
  createPageApi,
  isLoggedIn,
  sessionStore,
  createUserProfileCache,
  readConsent,
  type UserProfileCache,
  browserStorage,
} from '@marketplace/contracts/browser';
import Cookies from 'js-cookie';
import { clearUserCookies, readReferral } from '../cookies/marketplace-cookies';
import type { GuardServices } from '../guards/guard-context';
import { createRedirectRulesSource, type RedirectRulesSource } from '../guards/redirect-rules-source';
import { waitForMerchants } from '../merchants/wait-for-merchants';
import { modalQueue, type ModalQueue } from '../modal-queue/modal-queue';
import { importShellChunk } from '../federation/shell-chunk';
import { createSessionController, type SessionController } from '../session/session-controller';
import { createSignedInHint } from '../session/signed-in-hint';
import { createWalletPromptMemory } from '../session/wallet-prompt-memory';

/** Everything the shell's routes, guards and effects share: built once per page by bootstrap. */
export interface ShellServices {
  config: RuntimeConfig;
  api: MarketplaceApi;
  /** The page's one query client: all server state (rate, merchants, every remote's reads) lives in it. */
  queryClient: QueryClient;
  session: SessionController;
  modals: ModalQueue;
  redirectRules: RedirectRulesSource;
  /** Other users' public profiles by id, kept `userCacheExpirationMinutes`. */
  profiles: UserProfileCache;
  guardServicesFor(locale: Locale): GuardServices;
}

export function createShellServices(config: RuntimeConfig): ShellServices {
  const api = createPageApi(config);
  const queryClient = createMarketplaceQueryClient();
  const session = createSessionController({
    api,
    store: sessionStore,
    modals: modalQueue,
    clearUserCookies,
    readReferral,
    assign: (url) => window.location.assign(url),
    loadSignedInSteps: () => importShellChunk(() => import('../session/signed-in-steps')),
    hint: createSignedInHint(browserStorage(SIGNED_IN_HINT_ITEM.store)),
    walletPrompt: createWalletPromptMemory(browserStorage(WALLET_PROMPT_CLOSED_ITEM.store)),
    cookieChoiceMade: () => readConsent(Cookies) !== null,
  });
  const redirectRules = createRedirectRulesSource({
    onError: (error) => console.warn('The server redirect rules could not be read', error),
  });

  return {
    config,
    api,
    queryClient,
    session,
    modals: modalQueue,
    redirectRules,
    profiles: createUserProfileCache({ fetchProfiles: (ids) => api.users.byIds(ids), expirationMinutes: config.userCacheExpirationMinutes }),
    guardServicesFor: (locale) => ({
      debug: config.debug,
      isLoggedIn: () => isLoggedIn(sessionStore.getState()),
      role: () => sessionStore.getState().user?.role ?? null,
      maintenanceStatus: () =>
        api.status.maintenance().then(
          ({ statusCode }) => statusCode,
          () => null,
        ),
      redirectRules: () => redirectRules.rules(),
      waitForMerchants: () => waitForMerchants(queryClient),
      localize: (path) => localizePath(path, locale),
      reportRejectedRedirect: (target) => api.log.error('redirect-rejected', new Error('A redirect target outside the site was dropped'), { target }),
    }),
  };
}
