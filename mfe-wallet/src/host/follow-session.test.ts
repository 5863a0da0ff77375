import { createStore } from 'zustand/vanilla';
import { emptyUserState, type UserState } from '@marketplace/contracts/wire';
import { SIGNED_OUT, type SessionState } from '@marketplace/contracts/browser';
import type { SessionFacts, SignedInUser, WalletSession } from '../session/wallet-session';
import { createWalletStateStore, WALLET_SIGNED_OUT } from '../session/wallet-state';
import { followSession } from './follow-session';

const USER_ID = '5d7c1a62-4b1e-4d43-9a55-2f0d5e0e3c11';
const OTHER_USER_ID = '9b0e4f2a-7c3d-4e5f-8a6b-1c2d3e4f5a6b';
const DEVICE_ID = '0f8e2b4c-3a1d-4c5e-9f6a-7b8c9d0e1f2a';
const WALLET = '0x9fB29AAc15b9A4B7F17c3385939b007540f4d791';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT-shaped bearer token (unsigned: the page reads its claims, the API verifies it). */
function tokenWith(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'ES256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;
}

const claims = (overrides: Record<string, unknown> = {}) => ({
  sub: USER_ID,
  sid: DEVICE_ID,
  iat: 1_790_000_000,
  exp: 1_790_003_600,
  amr: ['password'],
  ...overrides,
});

const userState = (overrides: Partial<UserState> = {}): UserState => ({ ...emptyUserState(), id: USER_ID, walletAddress: WALLET, ...overrides });
const signedIn = (token: string, user: UserState = userState()): SessionState => ({ token, expiresAt: 1_790_003_600_000, user });

/** The session's side that followSession relies on: it records which sign-in its state belongs to. */
function fakeSession() {
  const state = createWalletStateStore();
  const session = {
    state,
    signedIn: jest.fn(async (user: SignedInUser, facts: SessionFacts) => {
      state.setState({
        ...WALLET_SIGNED_OUT,
        status: 'sealed',
        sessionKey: facts.sessionKey,
        userId: user.id,
        address: user.walletAddress,
        method: facts.method,
      });
    }),
    signedOut: jest.fn(() => {
      state.setState(WALLET_SIGNED_OUT, true);
    }),
  };
  return session;
}

function setUp(initial: SessionState = SIGNED_OUT) {
  const store = createStore<SessionState>(() => initial);
  const session = fakeSession();
  const stop = followSession(session as unknown as WalletSession, store);
  return { store, session, stop };
}

describe('followSession', () => {
  it('does nothing while nobody is signed in', () => {
    const { session } = setUp();

    expect(session.signedIn).not.toHaveBeenCalled();
    expect(session.signedOut).not.toHaveBeenCalled();
  });

  it("starts the wallet session at sign-in, with the method and rescue flag of the token's claims", () => {
    const { store, session } = setUp();
    const token = tokenWith(claims({ amr: ['google'], rescue: true }));

    store.setState(signedIn(token));

    expect(session.signedIn).toHaveBeenCalledTimes(1);
    expect(session.signedIn).toHaveBeenCalledWith(
      { id: USER_ID, walletAddress: WALLET, requireWalletUpdate: false },
      { method: 'google', rescue: true, sessionKey: `${USER_ID}|${token}` },
    );
  });

  it('passes the wallet facts of the user state', () => {
    const { store, session } = setUp();

    store.setState(signedIn(tokenWith(claims({ amr: ['apple'] })), userState({ walletAddress: null, requireWalletUpdate: true })));

    expect(session.signedIn).toHaveBeenCalledWith(
      { id: USER_ID, walletAddress: null, requireWalletUpdate: true },
      expect.objectContaining({ method: 'apple', rescue: false }),
    );
  });

  it('follows a session already signed in when it starts (a reload)', () => {
    const token = tokenWith(claims());
    const { session } = setUp(signedIn(token));

    expect(session.signedIn).toHaveBeenCalledTimes(1);
    expect(session.signedIn.mock.calls[0]![1]).toEqual({ method: 'password', rescue: false, sessionKey: `${USER_ID}|${token}` });
  });

  it('does not start the same session twice: a user patch, or a host mounted again, changes nothing', () => {
    const token = tokenWith(claims({ amr: ['google'] }));
    const { store, session } = setUp();
    store.setState(signedIn(token));

    store.setState(({ user }) => ({ user: { ...user!, walletLocked: true, balance: 12.5 } }));
    store.setState(({ user }) => ({ user: { ...user!, walletAddress: '0x0000000000000000000000000000000000000001', requireWalletUpdate: false } }));
    const stopAgain = followSession(session as unknown as WalletSession, store);

    expect(session.signedIn).toHaveBeenCalledTimes(1);
    expect(session.signedOut).not.toHaveBeenCalled();
    stopAgain();
  });

  it('starts again for a new token of the same user', () => {
    const { store, session } = setUp();
    store.setState(signedIn(tokenWith(claims({ iat: 1 }))));
    const renewed = tokenWith(claims({ iat: 2, amr: ['google'] }));

    store.setState({ token: renewed });

    expect(session.signedIn).toHaveBeenCalledTimes(2);
    expect(session.signedIn.mock.calls[1]![1]).toEqual({ method: 'google', rescue: false, sessionKey: `${USER_ID}|${renewed}` });
  });

  it('starts again for another user', () => {
    const token = tokenWith(claims());
    const { store, session } = setUp(signedIn(token));

    store.setState({ user: userState({ id: OTHER_USER_ID }) });

    expect(session.signedIn).toHaveBeenCalledTimes(2);
    expect(session.signedIn.mock.calls[1]![0]).toMatchObject({ id: OTHER_USER_ID });
    expect(session.signedIn.mock.calls[1]![1]).toMatchObject({ sessionKey: `${OTHER_USER_ID}|${token}` });
  });

  it('waits for the user state before starting: a token alone is not a session yet', () => {
    const { store, session } = setUp();
    const token = tokenWith(claims());

    store.setState({ token, expiresAt: 1_790_003_600_000, user: null });
    expect(session.signedIn).not.toHaveBeenCalled();
    expect(session.signedOut).not.toHaveBeenCalled();

    store.setState({ user: userState() });
    expect(session.signedIn).toHaveBeenCalledTimes(1);
  });

  it('signs the wallet out at sign-out, once', () => {
    const { store, session } = setUp(signedIn(tokenWith(claims())));

    store.setState(SIGNED_OUT, true);
    store.setState({ expiresAt: null });

    expect(session.signedOut).toHaveBeenCalledTimes(1);
    expect(session.state.getState().sessionKey).toBeNull();
  });

  it('signs the wallet out when the user state goes although a token stays', () => {
    const { store, session } = setUp(signedIn(tokenWith(claims())));

    store.setState({ user: null });

    expect(session.signedOut).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a token that is not a JWT', 'not-a-jwt'],
    ['a payload that is not JSON', 'aGVhZGVy.bm90IGpzb24.c2ln'],
    ['claims of another issuer', tokenWith({ sub: 'someone', amr: ['sms'] })],
    ['an empty amr', tokenWith(claims({ amr: [] }))],
  ])('reads %s as a password sign-in without rescue', (_case, token) => {
    const { store, session } = setUp();

    store.setState(signedIn(token));

    expect(session.signedIn).toHaveBeenCalledWith(expect.anything(), { method: 'password', rescue: false, sessionKey: `${USER_ID}|${token}` });
  });

  it('stops following once stopped', () => {
    const { store, session, stop } = setUp();

    stop();
    store.setState(signedIn(tokenWith(claims())));

    expect(session.signedIn).not.toHaveBeenCalled();
  });
});
