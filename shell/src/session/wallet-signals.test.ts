import { createStore } from 'zustand/vanilla';
import { emptyUserState } from '@marketplace/contracts/wire';
import { createEventBus, SIGNED_OUT, type MarketplaceEvents, type MarketplaceRequests, type SessionState } from '@marketplace/contracts/browser';
import { createModalQueue } from '../modal-queue/modal-queue';
import { listenToWalletSignals } from './wallet-signals';

const SIGNED_IN: SessionState = {
  token: 'token-1',
  expiresAt: Date.now() + 3_600_000,
  user: { ...emptyUserState(), id: 'user-1', walletAddress: '0x9fB29AAc15b9A4B7F17c3385939b007540f4d791', balance: 3 },
};

function setUp(initialPath = '/store/diamond-dreams', state: SessionState = SIGNED_IN) {
  const bus = createEventBus<MarketplaceEvents, MarketplaceRequests>();
  const store = createStore<SessionState>(() => state);
  const modals = createModalQueue();
  let pathname = initialPath;
  const stop = listenToWalletSignals({ bus, store, modals, pathname: () => pathname });
  const shown = () => modals.store.getState().queue.map((queued) => queued.request);
  return {
    bus,
    store,
    modals,
    stop,
    shown,
    goTo: (path: string) => {
      pathname = path;
    },
  };
}

describe('the wallet signals', () => {
  it('opens the modal the wallet asks for in the queue', () => {
    const { bus, shown } = setUp();

    bus.emit('wallet:modal', { kind: 'wallet-locked', variant: 'support' });

    expect(shown()).toEqual([{ kind: 'wallet-locked', variant: 'support' }]);
  });

  it('queues wallet modals behind one already shown, and does not stack the same kind', () => {
    const { bus, modals, shown } = setUp();
    modals.open({ kind: 'idle-session' });

    bus.emit('wallet:modal', { kind: 'wallet-create', mode: 'create' });
    bus.emit('wallet:modal', { kind: 'wallet-create', mode: 'create' });
    bus.emit('wallet:modal', { kind: 'wallet-sign' });

    expect(shown()).toEqual([{ kind: 'idle-session' }, { kind: 'wallet-create', mode: 'create' }, { kind: 'wallet-sign' }]);
    expect(modals.current()?.request).toEqual({ kind: 'idle-session' });
  });

  it.each(['/rescue', '/ja/rescue'])('drops wallet-create and wallet-locked on %s', (path) => {
    const { bus, shown } = setUp(path);

    bus.emit('wallet:modal', { kind: 'wallet-create', mode: 'update' });
    bus.emit('wallet:modal', { kind: 'wallet-locked', variant: 'locked' });
    bus.emit('wallet:modal', { kind: 'wallet-locked', variant: 'support' });

    expect(shown()).toEqual([]);
  });

  it.each(['/rescue', '/ja/rescue'])('still opens the sign modal on %s', (path) => {
    const { bus, shown } = setUp(path);

    bus.emit('wallet:modal', { kind: 'wallet-sign' });

    expect(shown()).toEqual([{ kind: 'wallet-sign' }]);
  });

  it('reads the page at the moment of the request', () => {
    const { bus, shown, goTo } = setUp('/rescue');
    bus.emit('wallet:modal', { kind: 'wallet-locked', variant: 'locked' });

    goTo('/ja/store');
    bus.emit('wallet:modal', { kind: 'wallet-locked', variant: 'locked' });

    expect(shown()).toEqual([{ kind: 'wallet-locked', variant: 'locked' }]);
  });

  it('closes the modals of the kind the wallet says are done, and only those', () => {
    const { bus, modals, shown } = setUp();
    modals.open({ kind: 'token-expired' });
    bus.emit('wallet:modal', { kind: 'wallet-locked', variant: 'locked' });
    bus.emit('wallet:modal', { kind: 'wallet-sign' });

    bus.emit('wallet:modal-done', { kind: 'wallet-locked' });

    expect(shown()).toEqual([{ kind: 'token-expired' }, { kind: 'wallet-sign' }]);

    bus.emit('wallet:modal-done', { kind: 'wallet-sign' });
    bus.emit('wallet:modal-done', { kind: 'wallet-create' });

    expect(shown()).toEqual([{ kind: 'token-expired' }]);
  });

  it('merges the wallet patch into the user state, keeping everything else', () => {
    const { bus, store } = setUp();
    const before = store.getState();

    bus.emit('wallet:user-patch', { walletLocked: true });
    bus.emit('wallet:user-patch', { walletAddress: '0x0000000000000000000000000000000000000001', requireWalletUpdate: false, balance: 12.5 });

    const after = store.getState();
    expect(after.user).toEqual({
      ...before.user,
      walletLocked: true,
      walletAddress: '0x0000000000000000000000000000000000000001',
      requireWalletUpdate: false,
      balance: 12.5,
    });
    expect(after.token).toBe(before.token);
    expect(after.user).not.toBe(before.user);
  });

  it('ignores a patch when nobody is signed in', () => {
    const { bus, store } = setUp('/', SIGNED_OUT);
    const listener = jest.fn();
    store.subscribe(listener);

    bus.emit('wallet:user-patch', { walletLocked: true, balance: 4 });

    expect(store.getState()).toEqual(SIGNED_OUT);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops listening once stopped', () => {
    const { bus, store, stop, shown } = setUp();
    const before = store.getState();

    stop();
    bus.emit('wallet:modal', { kind: 'wallet-sign' });
    bus.emit('wallet:user-patch', { walletLocked: true });

    expect(shown()).toEqual([]);
    expect(store.getState()).toBe(before);
  });
});
