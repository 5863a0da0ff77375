import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { emptyUserState, type RuntimeConfig } from '@marketplace/contracts/wire';
import { TEST_CAPTCHA_CONFIG } from '@marketplace/contracts/testing';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { MarketplaceApiContext, RuntimeConfigContext, sessionStore, SIGNED_OUT } from '@marketplace/contracts/browser';
import { renderTranslated } from '../../../tooling/testing/render-translated';
import { stopRecordingToasts } from '../../../tooling/testing/toasts-shown';

export { toastsShown } from '../../../tooling/testing/toasts-shown';

export interface SignedInPerson {
  id: string;
  username: string | null;
  displayName: string | null;
  email: string | null;
}

export const RILEY: SignedInPerson = {
  id: '0b0b0b0b-1c1c-4d2d-8e3e-4f4f4f4f4f4f',
  username: 'riley',
  displayName: 'Riley Referrer',
  email: 'riley@marketplace.test',
};

interface ProgrammeScene {
  /** The parts of the API the page calls; the GEM rate is answered already. */
  api?: Partial<Record<keyof MarketplaceApi, unknown>>;
  /** Signed in as this person; absent, a visitor. */
  signedInAs?: SignedInPerson;
  locale?: string;
  path?: string;
}

// The humanity provider's settings: a visitor's application asks it for a token (install a fake one in the test).
const CONFIG = { captcha: TEST_CAPTCHA_CONFIG } as RuntimeConfig;

/**
 * Renders a page of the account remote's programmes (referrals, influencer, KYC) as the shell would:
 * the runtime config and the API client in context, the session set, a rate of 0.05 USD a GEM.
 */
export async function renderProgrammePage(element: ReactElement, { api = {}, signedInAs, locale, path }: ProgrammeScene = {}) {
  const client = { rates: { productUsd: async () => ({ price: 0.05 }) }, ...api } as unknown as MarketplaceApi;
  sessionStore.setState(signedInAs ? { token: 'token-1', expiresAt: null, user: { ...emptyUserState(), authToken: 'token-1', ...signedInAs } } : SIGNED_OUT);
  return act(() =>
    renderTranslated(
      <RuntimeConfigContext.Provider value={CONFIG}>
        <MarketplaceApiContext.Provider value={client}>{element}</MarketplaceApiContext.Provider>
      </RuntimeConfigContext.Provider>,
      {
        ...(locale ? { locale } : {}),
        ...(path ? { path } : {}),
      },
    ),
  );
}

/** After each test: nobody listening for toasts, signed out. */
export function resetProgrammeScene(): void {
  stopRecordingToasts();
  sessionStore.setState(SIGNED_OUT);
}
