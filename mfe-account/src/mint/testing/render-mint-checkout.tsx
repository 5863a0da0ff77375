import { act } from '@testing-library/react';
import { emptyUserState, type UserState } from '@marketplace/contracts/wire';
import { MarketplaceApiContext, marketplaceBus, sessionStore, SIGNED_OUT } from '@marketplace/contracts/browser';
import { renderTranslated } from '../../../../tooling/testing/render-translated';
import { MintCheckout } from '../mint-checkout';
import { fakeCheckoutApi, type FakeCheckoutData } from './fake-checkout-api';
import { MINT_ID, SIGNATURE, WALLET_ADDRESS } from './mint-fixtures';
import { stopRecordingToasts } from '../../../../tooling/testing/toasts-shown';

export { toastsShown } from '../../../../tooling/testing/toasts-shown';

type WalletSignRequest = { message: string; purpose: string };
type WalletSignAnswer = { signature: string; address: string };

const cleanups: Array<() => void> = [];

/** The signed-in buyer, as the shell's session store holds them, with GEM enough for the fixtures' mint. */
export function buyer(overrides: Partial<UserState> = {}): UserState {
  return {
    ...emptyUserState(),
    authToken: 'token-1',
    id: '4f5a6b7c-8d9e-4f0a-8b1c-2d3e4f5a6b7c',
    walletAddress: WALLET_ADDRESS,
    balance: 500,
    ...overrides,
  };
}

interface CheckoutScene extends FakeCheckoutData {
  user?: UserState;
  mintId?: string | null;
  locale?: string;
}

/** Renders the checkout as the shell would: signed in, a query client, and the API client (with the rate) in context. */
export async function renderMintCheckout({ user = buyer(), mintId, locale = 'en', ...data }: CheckoutScene) {
  const fake = fakeCheckoutApi(data);
  sessionStore.setState({ token: 'token-1', expiresAt: null, user });
  // In one act with the render: the first reads answer in the microtasks right after it, and React
  // wants every update of a test inside act.
  const view = await act(() =>
    renderTranslated(
      <MarketplaceApiContext.Provider value={fake.api}>
        <MintCheckout mintId={mintId === undefined ? (data.mint?.id ?? MINT_ID) : mintId} />
      </MarketplaceApiContext.Provider>,
      { locale },
    ),
  );
  return { ...fake, ...view };
}

/** Stands in for the wallet remote: answers `wallet:sign` with `answer` (a signature by default). */
export function walletAnswers(
  answer: (request: WalletSignRequest) => WalletSignAnswer | Promise<WalletSignAnswer> = () => ({ signature: SIGNATURE, address: WALLET_ADDRESS }),
) {
  const handler = jest.fn(answer);
  cleanups.push(marketplaceBus.handle('wallet:sign', handler));
  return handler;
}

/** After each test: no wallet answering, nobody listening, signed out (each render has its own query client). */
export function resetCheckoutScene(): void {
  while (cleanups.length > 0) cleanups.pop()?.();
  stopRecordingToasts();
  sessionStore.setState(SIGNED_OUT);
}
