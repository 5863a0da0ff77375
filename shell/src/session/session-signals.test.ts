import { createStore } from 'zustand/vanilla';
import { createEventBus, SIGNED_OUT, type MarketplaceEvents, type MarketplaceRequests, type SessionState } from '@marketplace/contracts/browser';
import { createModalQueue } from '../modal-queue/modal-queue';
import { expiredSessionTarget, listenToSessionSignals, watchTokenExpiry } from './session-signals';

const SIGNED_IN: SessionState = { token: 'token-1', expiresAt: Date.now() + 3_600_000, user: null };

function setUp(pathname: string, search = '', state: SessionState = SIGNED_IN) {
  const bus = createEventBus<MarketplaceEvents, MarketplaceRequests>();
  const store = createStore<SessionState>(() => state);
  const modals = createModalQueue();
  const navigate = jest.fn();
  const signOut = jest.fn(() => store.setState(SIGNED_OUT, true));
  const stop = listenToSessionSignals({ bus, store, modals, signOut, navigate, location: () => ({ pathname, search, hash: '' }) });
  return { bus, store, modals, navigate, signOut, stop };
}

describe('expiredSessionTarget', () => {
  it.each([
    ['/user-portal/offers', '', '/?cause=expired'],
    ['/ja/user-portal/offers', '?tab=2', '/ja?cause=expired'],
    ['/store/diamond-dreams', '?page=2', '/store/diamond-dreams?page=2&cause=expired'],
    ['/de/market/diamond-dreams', '', '/de/market/diamond-dreams?cause=expired'],
  ])('sends %s%s to %s', (pathname, search, target) => {
    expect(expiredSessionTarget({ pathname, search, hash: '' })).toBe(target);
  });
});

describe('the session signals', () => {
  it('redirects, then logs out, on session:expired', () => {
    const { bus, navigate, signOut } = setUp('/store/diamond-dreams');

    bus.emit('session:expired', { status: 401, request: 'GET /api/users/self' });

    expect(navigate).toHaveBeenCalledWith('/store/diamond-dreams?cause=expired');
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(navigate.mock.invocationCallOrder[0]).toBeLessThan(signOut.mock.invocationCallOrder[0]!);
  });

  it('opens the terms modal once when purchases or sales are refused for terms not accepted', () => {
    const { bus, modals } = setUp('/market/diamond-dreams', '', { ...SIGNED_IN, user: { acceptedTermsVersion: '2025-01-01' } as SessionState['user'] });

    bus.emit('terms:required', { request: 'POST /api/users/self/listings' });
    bus.emit('terms:required', { request: 'POST /api/collectibles/1/offers' });

    expect(modals.store.getState().queue.map(({ request }) => request)).toEqual([{ kind: 'terms', firstTime: false }]);
  });

  it('asks no terms of a visitor', () => {
    const { bus, modals } = setUp('/', '', SIGNED_OUT);

    bus.emit('terms:required', { request: 'POST /api/users/self/listings' });

    expect(modals.current()).toBeNull();
  });

  it('handles a burst of 401s once', () => {
    const { bus, navigate, signOut } = setUp('/user-portal/offers');

    bus.emit('session:expired', { status: 401, request: 'GET /api/users/self' });
    bus.emit('session:expired', { status: 401, request: 'GET /api/vault/keys' });

    expect(navigate).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('ignores a 401 of a visitor', () => {
    const { bus, navigate } = setUp('/', '', SIGNED_OUT);

    bus.emit('session:expired', { status: 401, request: 'GET /api/users/self' });

    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs out and leads to /under-maintenance on maintenance, in the page locale', () => {
    const { bus, navigate, signOut } = setUp('/fr/store/diamond-dreams');

    bus.emit('maintenance', { request: 'GET /api/merchants' });

    expect(signOut).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/fr/under-maintenance');
  });

  it('leaves an ADMIN on /admin signed in on maintenance, to switch it off', () => {
    const { bus, navigate, signOut } = setUp('/admin');

    bus.emit('maintenance', { request: 'GET /api/merchants' });

    expect(navigate).not.toHaveBeenCalled();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('stops listening', () => {
    const { bus, navigate, stop } = setUp('/store/diamond-dreams');

    stop();
    bus.emit('session:expired', { status: 401, request: 'GET /api/users/self' });

    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('watchTokenExpiry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function watch(state: SessionState) {
    const store = createStore<SessionState>(() => state);
    const modals = createModalQueue();
    const signOut = jest.fn(() => store.setState(SIGNED_OUT, true));
    const stop = watchTokenExpiry({ store, modals, signOut });
    return { store, modals, signOut, stop };
  }

  it('on focus with an expired token, closes the idle modal and opens the token-expired one', () => {
    const { modals, signOut, stop } = watch({ token: 'token-1', expiresAt: Date.now() + 1_000_000, user: null });
    modals.open({ kind: 'idle-session' });
    jest.setSystemTime(Date.now() + 2_000_000);

    window.dispatchEvent(new Event('focus'));

    expect(modals.current()?.request).toEqual({ kind: 'token-expired' });
    expect(signOut).toHaveBeenCalled();
    stop();
  });

  it('does nothing on focus while the token is valid', () => {
    const { modals, signOut, stop } = watch({ token: 'token-1', expiresAt: Date.now() + 1_000_000, user: null });

    window.dispatchEvent(new Event('focus'));

    expect(modals.current()).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
    stop();
  });

  it('opens the token-expired modal when the token expires with the page open', () => {
    const { modals, stop } = watch({ token: 'token-1', expiresAt: Date.now() + 60_000, user: null });

    jest.advanceTimersByTime(60_000);

    expect(modals.current()?.request).toEqual({ kind: 'token-expired' });
    stop();
  });

  it('forgets the timer of a session that ended', () => {
    const { store, modals, stop } = watch({ token: 'token-1', expiresAt: Date.now() + 60_000, user: null });

    store.setState(SIGNED_OUT, true);
    jest.advanceTimersByTime(120_000);

    expect(modals.current()).toBeNull();
    stop();
  });
});
