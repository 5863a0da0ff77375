import type { ReactElement } from 'react';
import { MarketplaceApiContext, RuntimeConfigContext, SIGNED_OUT, sessionStore } from '@marketplace/contracts/browser';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { TEST_CAPTCHA_CONFIG } from '@marketplace/contracts/testing';
import { emptyUserState, type RuntimeConfig } from '@marketplace/contracts/wire';
import { renderTranslated } from '../../../tooling/testing/render-translated';

interface LegalPageOptions {
  /** The part of the API the page calls; anything else is missing, so an unexpected call fails the test. */
  api?: Partial<{ [K in keyof MarketplaceApi]: Partial<MarketplaceApi[K]> }>;
  locale?: string;
  path?: string;
}

// The humanity provider's settings: a visitor's form asks it for a token (install a fake one in the test).
const CONFIG = { captcha: TEST_CAPTCHA_CONFIG } as RuntimeConfig;

/** Renders a legal page as the shell would: translated, in a router, with the runtime config and the page's API client. */
export function renderLegalPage(element: ReactElement, { api = {}, locale, path }: LegalPageOptions = {}) {
  return renderTranslated(
    <RuntimeConfigContext.Provider value={CONFIG}>
      <MarketplaceApiContext.Provider value={api as unknown as MarketplaceApi}>{element}</MarketplaceApiContext.Provider>
    </RuntimeConfigContext.Provider>,
    {
      ...(locale ? { locale } : {}),
      ...(path ? { path } : {}),
    },
  );
}

/** A signed-in session with this address (the shell's user state); `signOut` puts the visitor back. */
export function signIn(email = 'reader@marketplace.test'): void {
  sessionStore.setState({ token: 'token-1', expiresAt: null, user: { ...emptyUserState(), id: 'user-1', email } });
}

export function signOut(): void {
  sessionStore.setState(SIGNED_OUT);
}
