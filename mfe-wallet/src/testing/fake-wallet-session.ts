import type { WalletSession } from '../session/wallet-session';
import { createWalletStateStore, type WalletState } from '../session/wallet-state';

/** A signed-in password user with a wallet, sealed: the state most screens start from. */
export const SIGNED_IN: WalletState = {
  status: 'sealed',
  sessionKey: 'session-1',
  userId: '4f5a6b7c-8d9e-4f0a-8b1c-2d3e4f5a6b7c',
  address: '0x90F8bf6A479f320ead074411a4B0e7944Ea8c9C1',
  method: 'password',
  rescueSession: false,
  pendingSignature: null,
};

/**
 * What the wallet's screens ask of the page's session, as Jest mocks over a real state store: no
 * custody, no cache, no ethers (which breaks under jsdom). Every action resolves unless told otherwise.
 */
export function fakeWalletSession(state: Partial<WalletState> = {}) {
  const store = createWalletStateStore();
  store.setState({ ...SIGNED_IN, ...state }, true);
  const actions = {
    create: jest.fn<Promise<string>, [{ password?: string | null; existingKey?: string }]>(async () => SIGNED_IN.address!),
    updateLegacy: jest.fn<Promise<void>, [{ password?: string | null }]>(async () => undefined),
    needsRescueSignIn: jest.fn<Promise<boolean>, []>(async () => false),
    rescue: jest.fn<Promise<void>, [string]>(async () => undefined),
    unlockWithPassword: jest.fn<Promise<void>, [string]>(async () => undefined),
    retryProviderUnlock: jest.fn<Promise<void>, []>(async () => undefined),
    confirmSignature: jest.fn<Promise<void>, [string | null]>(async () => undefined),
    declineSignature: jest.fn<void, []>(),
    exportKey: jest.fn<Promise<string>, [string | null]>(async () => `0x${'4c'.repeat(32)}`),
  };
  // The screens touch only the store and these actions; anything else is absent and fails loudly.
  const session = { state: store, ...actions } as unknown as WalletSession;
  return { session, store, ...actions };
}

export type FakeWalletSession = ReturnType<typeof fakeWalletSession>;
