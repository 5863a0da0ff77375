import { createStore } from 'zustand/vanilla';
import { emptyUserState } from '@marketplace/contracts/wire';
import { createEventBus, SIGNED_OUT, type MarketplaceEvents, type MarketplaceRequests, type SessionState } from '@marketplace/contracts/browser';
import { listenToSessionUserPatches } from './session-user-patches';

const SIGNED_IN: SessionState = {
  token: 'token-1',
  expiresAt: null,
  user: { ...emptyUserState(), authToken: 'token-1', id: 'user-1', displayName: 'Ana', showBalance: false },
};

function setUp(state: SessionState = SIGNED_IN) {
  const bus = createEventBus<MarketplaceEvents, MarketplaceRequests>();
  const store = createStore<SessionState>(() => state);
  const stop = listenToSessionUserPatches({ bus, store });
  return { bus, store, stop };
}

describe('the session user patches the shell answers', () => {
  it('changes the signed-in user at once, in the same tick, keeping everything it was not asked to change', () => {
    const { bus, store } = setUp();

    bus.emit('session:user-patch', { displayName: 'Bea', showBalance: true });

    expect(store.getState().user).toEqual({ ...SIGNED_IN.user, displayName: 'Bea', showBalance: true });
    expect(store.getState().token).toBe('token-1');
  });

  it('changes nothing when nobody is signed in', () => {
    const { bus, store } = setUp(SIGNED_OUT);

    bus.emit('session:user-patch', { displayName: 'Bea' });

    expect(store.getState()).toEqual(SIGNED_OUT);
  });

  it('stops answering once stopped', () => {
    const { bus, store, stop } = setUp();
    stop();

    bus.emit('session:user-patch', { displayName: 'Bea' });

    expect(store.getState().user?.displayName).toBe('Ana');
  });
});
