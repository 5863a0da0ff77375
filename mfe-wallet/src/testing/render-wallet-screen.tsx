import { act, configure, getConfig, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { MarketplaceApiContext } from '@marketplace/contracts/browser';
import { renderTranslated } from '../../../tooling/testing/render-translated';
import { useWalletSession } from '../ui/use-wallet-session';
import type { FakeWalletSession } from './fake-wallet-session';
import { stopRecordingToasts } from '../../../tooling/testing/toasts-shown';

export { toastsShown } from '../../../tooling/testing/toasts-shown';

/**
 * Renders a wallet screen as the shell would (real English catalogue, a router, the API client in
 * context) over a fake session. The test file must mock the hook first:
 * `jest.mock('../ui/use-wallet-session', () => ({ useWalletSession: jest.fn() }));`
 * `strict` renders under StrictMode at the root, as the shell does (React double-invokes effects only
 * then: a StrictMode nested under the router does not).
 */
export async function renderWalletScreen(
  element: ReactElement,
  fake: FakeWalletSession,
  { path = '/', locale = 'en', strict = false }: { path?: string; locale?: string; strict?: boolean } = {},
): Promise<RenderResult & { logError: jest.Mock }> {
  jest.mocked(useWalletSession).mockReturnValue(fake.session);
  const logError = jest.fn();
  const api = { log: { error: logError } } as unknown as MarketplaceApi;
  const { reactStrictMode } = getConfig();
  configure({ reactStrictMode: strict });
  try {
    const view = await act(() => renderTranslated(<MarketplaceApiContext.Provider value={api}>{element}</MarketplaceApiContext.Provider>, { locale, path }));
    return { ...view, logError };
  } finally {
    configure({ reactStrictMode });
  }
}

/** After each test: nobody listening to the bus any more. */
export const resetWalletScene = stopRecordingToasts;
