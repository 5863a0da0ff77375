import { createStore } from 'zustand/vanilla';
import { ApiError } from '@marketplace/contracts/wire';
import { SIGNED_OUT, type SessionState } from '@marketplace/contracts/browser';
import { createModalQueue } from '../modal-queue/modal-queue';
import { selfUserFixture } from '@marketplace/contracts/testing';
import { createSessionController, type SessionControllerDeps } from './session-controller';
import { createSignedInHint } from './signed-in-hint';
import { createWalletPromptMemory } from './wallet-prompt-memory';

const entry = { value: 'envelope', time: '2026-01-02T03:05:00.000Z' };
const EXPIRES_AT = '2026-11-21T12:00:00.000Z';

function setUp(overrides: Partial<Record<string, unknown>> = {}) {
  const store = createStore<SessionState>(() => SIGNED_OUT);
  const modals = createModalQueue();
  const shownModals: string[] = [];
  modals.store.subscribe((state) => {
    const current = state.queue[0]?.request.kind;
    if (current && shownModals.at(-1) !== current) shownModals.push(current);
  });
  const oauth = {
    signInUrl: jest.fn(async () => 'http://127.0.0.1:4000/idp/authorize?request=r'),
    rescueSignInUrl: jest.fn(async () => 'http://127.0.0.1:4000/idp/authorize?request=rescue'),
    exchangeCode: jest.fn(async () => ({ token: 'token-1', expiresAt: EXPIRES_AT })),
    resumeSession: jest.fn(async () => null as { token: string; expiresAt: string } | null),
    endSession: jest.fn(async () => ({ signedOut: true as const })),
    ...(overrides.oauth as object),
  };
  const api = {
    oauth,
    status: { maintenance: async () => ({ statusCode: 200 }) },
    users: { self: (overrides.self as () => Promise<unknown>) ?? (async () => selfUserFixture()) },
    wallet: { serverBalance: async () => ({ GEM: 2500, USD: 106.25 }) },
    vault: { keys: (overrides.keys as () => Promise<unknown>) ?? (async () => ({ password: entry, rescue: entry })) },
    players: { elementalRaiders: async () => null },
  } as unknown as SessionControllerDeps['api'];
  let clock = 0;
  const slept: number[] = [];
  // What happened, in order: the start-up code asked for, the session asked for.
  const events: string[] = [];
  const storage = new Map<string, string>((overrides.hint as [string, string][] | undefined) ?? []);
  const storageApi = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  };
  const realResume = oauth.resumeSession;
  oauth.resumeSession = jest.fn((...args: []) => {
    events.push('resumeSession');
    return realResume(...args);
  });
  const deps: SessionControllerDeps = {
    api,
    store,
    modals,
    clearUserCookies: jest.fn(),
    readReferral: () => 'collector',
    assign: jest.fn(),
    loadSignedInSteps: jest.fn(() => {
      events.push('loadSignedInSteps');
      return import('./signed-in-steps');
    }),
    hint: createSignedInHint(storageApi),
    walletPrompt: createWalletPromptMemory(storageApi),
    cookieChoiceMade: () => (overrides.cookieChoiceMade as boolean | undefined) ?? true,
    sleep: async (ms) => {
      slept.push(ms);
      clock += ms;
    },
    now: () => clock,
  };
  const advance = (ms: number) => {
    clock += ms;
  };
  return { controller: createSessionController(deps), deps, store, modals, oauth, shownModals, slept, advance, events, storage };
}

describe('the session controller', () => {
  describe('beginSignIn', () => {
    it('asks for the identity page with the path, the redirect and the referral cookie, and goes there', async () => {
      const { controller, deps, oauth } = setUp();

      await controller.beginSignIn({ authPath: 'signup', redirect: '/user-portal/offers' });

      expect(oauth.signInUrl).toHaveBeenCalledWith({ authPath: 'signup', redirect: '/user-portal/offers', referral: 'collector' });
      expect(deps.assign).toHaveBeenCalledWith('http://127.0.0.1:4000/idp/authorize?request=r');
    });

    it('uses the rescue sign-in for a rescue', async () => {
      const { controller, oauth } = setUp();

      await controller.beginSignIn({ authPath: 'login', redirect: '/rescue', rescue: true });

      expect(oauth.rescueSignInUrl).toHaveBeenCalled();
      expect(oauth.signInUrl).not.toHaveBeenCalled();
    });

    it("fails with 'Failed to initialize OAuth login' and goes nowhere when the API refuses", async () => {
      const { controller, deps } = setUp({ oauth: { signInUrl: async () => Promise.reject(new ApiError('POST /oauth/authentications', 500, '500')) } });

      await expect(controller.beginSignIn({ authPath: 'login', redirect: '/' })).rejects.toThrow('Failed to initialize OAuth login');
      expect(deps.assign).not.toHaveBeenCalled();
    });
  });

  describe('completeSignIn', () => {
    it('exchanges the code, runs login startup and holds the token in memory', async () => {
      const { controller, store } = setUp();

      await controller.completeSignIn('code-1');

      expect(store.getState()).toMatchObject({ token: 'token-1', expiresAt: Date.parse(EXPIRES_AT), user: { id: selfUserFixture().id, balance: 2500 } });
    });

    it('shows the login loader for at least 1000 ms, and closes it', async () => {
      const { controller, modals, shownModals, slept } = setUp();

      await controller.completeSignIn('code-1');

      expect(shownModals).toEqual(['login-loader']);
      expect(slept).toEqual([1000]);
      expect(modals.current()).toBeNull();
    });

    it('does not hold the loader longer when startup took more than 1000 ms', async () => {
      const { controller, slept, advance } = setUp({
        self: async () => {
          advance(1500);
          return selfUserFixture();
        },
      });

      await controller.completeSignIn('code-1');

      expect(slept).toEqual([0]);
    });

    it('opens the wallet-create modal for a user with no wallet and no keys', async () => {
      const { controller, shownModals } = setUp({ self: async () => selfUserFixture({ walletAddress: null }), keys: async () => null });

      await controller.completeSignIn('code-1');

      expect(shownModals).toEqual(['login-loader', 'wallet-create']);
    });

    it('resets the session, clears the user cookies and rethrows when startup fails', async () => {
      const { controller, store, deps, oauth } = setUp({ keys: async () => null });

      await expect(controller.completeSignIn('code-1')).rejects.toThrow('No keys found');

      expect(store.getState()).toEqual(SIGNED_OUT);
      expect(deps.clearUserCookies).toHaveBeenCalled();
      expect(oauth.endSession).toHaveBeenCalled();
    });

    it('stays signed out when the code is refused', async () => {
      const { controller, store } = setUp({ oauth: { exchangeCode: async () => Promise.reject(new ApiError('POST /oauth/token', 400, '400')) } });

      await expect(controller.completeSignIn('used-code')).rejects.toMatchObject({ status: 400 });
      expect(store.getState()).toEqual(SIGNED_OUT);
    });
  });

  describe('restore', () => {
    it('signs the user back in from the API session after a reload, without the loader', async () => {
      const { controller, store, shownModals } = setUp({ oauth: { resumeSession: async () => ({ token: 'token-2', expiresAt: EXPIRES_AT }) } });

      await expect(controller.restore()).resolves.toBe(true);

      expect(store.getState().token).toBe('token-2');
      expect(shownModals).toEqual([]);
    });

    it('stays a visitor without a session, never loading the signed-in start-up code', async () => {
      const { controller, store, deps } = setUp();

      await expect(controller.restore()).resolves.toBe(false);
      expect(store.getState()).toEqual(SIGNED_OUT);
      expect(deps.loadSignedInSteps).not.toHaveBeenCalled();
    });

    it('asks for the start-up code beside the session when the last page had one, and remembers it after', async () => {
      const { controller, events, storage } = setUp({
        hint: [['marketplace:signed-in', '1']],
        oauth: { resumeSession: async () => ({ token: 'token-2', expiresAt: EXPIRES_AT }) },
      });

      await expect(controller.restore()).resolves.toBe(true);
      expect(events).toEqual(['loadSignedInSteps', 'resumeSession']);
      expect(storage.get('marketplace:signed-in')).toBe('1');
    });

    it('without the hint, asks for the start-up code only once the session is known, and sets the hint', async () => {
      const { controller, events, storage } = setUp({ oauth: { resumeSession: async () => ({ token: 'token-2', expiresAt: EXPIRES_AT }) } });

      await expect(controller.restore()).resolves.toBe(true);
      expect(events).toEqual(['resumeSession', 'loadSignedInSteps']);
      expect(storage.get('marketplace:signed-in')).toBe('1');
    });

    it('forgets a stale hint when the session is gone', async () => {
      const { controller, storage } = setUp({ hint: [['marketplace:signed-in', '1']] });

      await expect(controller.restore()).resolves.toBe(false);
      expect(storage.has('marketplace:signed-in')).toBe(false);
    });

    it('lets what waits to know who is there go on once the returning user is signed back in', async () => {
      let answer!: (session: { token: string; expiresAt: string }) => void;
      const { controller, store } = setUp({ oauth: { resumeSession: () => new Promise((resolve) => (answer = resolve)) } });
      const seen: (string | null)[] = [];

      void controller.restore();
      const known = controller.whenKnown().then(() => seen.push(store.getState().token));
      await Promise.resolve();
      expect(seen).toEqual([]);
      answer({ token: 'token-2', expiresAt: EXPIRES_AT });
      await known;
      expect(seen).toEqual(['token-2']);
    });
  });

  describe('signOut', () => {
    it("forgets the token and user, clears the user's cookies and ends the API session", () => {
      const { controller, store, deps, oauth, storage } = setUp({ hint: [['marketplace:signed-in', '1']] });
      store.setState({ token: 'token-1', expiresAt: 1, user: { id: 'user-1' } as SessionState['user'] });

      controller.signOut();

      expect(store.getState()).toEqual(SIGNED_OUT);
      expect(storage.has('marketplace:signed-in')).toBe(false);
      expect(deps.clearUserCookies).toHaveBeenCalledWith('user-1');
      expect(oauth.endSession).toHaveBeenCalled();
    });
  });
});

describe('the wallet offer on a reload', () => {
  const CLOSED = 'marketplace:wallet-prompt-closed';
  const walletless = { self: async () => selfUserFixture({ walletAddress: null }), keys: async () => null };
  const resumed = { resumeSession: async () => ({ token: 'token-2', expiresAt: EXPIRES_AT }) };

  it('remembers, for the tab, that the person closed the offer, and a reload does not make it again', async () => {
    const signIn = setUp(walletless);
    await signIn.controller.completeSignIn('code-1');
    expect(signIn.modals.current()?.request).toEqual({ kind: 'wallet-create', mode: 'create' });
    expect(signIn.storage.has(CLOSED)).toBe(false);

    signIn.modals.closeKind('wallet-create');
    expect(signIn.storage.get(CLOSED)).toBe('1');

    const reload = setUp({ ...walletless, oauth: resumed, hint: [...signIn.storage] });
    await expect(reload.controller.restore()).resolves.toBe(true);
    expect(reload.shownModals).toEqual([]);
  });

  it('makes the offer on a reload while it was never closed (a reload with the offer open)', async () => {
    const { controller, shownModals } = setUp({ ...walletless, oauth: resumed });

    await controller.restore();

    expect(shownModals).toEqual(['wallet-create']);
  });

  it('makes the offer again at the next sign-in, and forgets it at sign-out', async () => {
    const { controller, shownModals, storage } = setUp({ ...walletless, hint: [[CLOSED, '1']] });

    await controller.completeSignIn('code-1');
    expect(shownModals).toEqual(['login-loader', 'wallet-create']);

    storage.set(CLOSED, '1');
    controller.signOut();
    expect(storage.has(CLOSED)).toBe(false);
  });

  it('always asks for a wallet update, which is not optional', async () => {
    const legacy = { self: async () => selfUserFixture(), keys: async () => ({ privateKey: 'plain' }) };
    const { controller, modals } = setUp({ ...legacy, oauth: resumed, hint: [[CLOSED, '1']] });

    await controller.restore();

    expect(modals.current()?.request).toEqual({ kind: 'wallet-create', mode: 'update' });
  });
});

describe('the terms of service at sign-in', () => {
  it('asks a person who has not accepted the terms in force first, before the wallet prompt', async () => {
    const { controller, shownModals, modals } = setUp({
      self: async () => selfUserFixture({ walletAddress: null, acceptedTermsVersion: '2020-01-01' }),
      keys: async () => null,
    });

    await controller.completeSignIn('code-1');

    expect(shownModals).toEqual(['login-loader', 'terms']);
    expect(modals.store.getState().queue.map((entry) => entry.request)).toEqual([
      { kind: 'terms', firstTime: false },
      { kind: 'wallet-create', mode: 'create' },
    ]);
  });

  it('tells the modal when a person (a new account) never accepted any terms', async () => {
    const { controller, modals } = setUp({ self: async () => selfUserFixture({ acceptedTermsVersion: null, acceptedTermsTime: null }) });

    await controller.completeSignIn('code-1');

    expect(modals.current()?.request).toEqual({ kind: 'terms', firstTime: true });
  });

  it('welcomes a newcomer with no wallet and no cookie choice in one dialog, and remembers a closed wallet offer', async () => {
    const { controller, shownModals, modals, storage } = setUp({
      self: async () => selfUserFixture({ walletAddress: null, acceptedTermsVersion: null, acceptedTermsTime: null }),
      keys: async () => null,
      cookieChoiceMade: false,
    });

    await controller.completeSignIn('code-1');

    expect(shownModals).toEqual(['login-loader', 'welcome']);
    expect(modals.store.getState().queue.map((entry) => entry.request)).toEqual([
      { kind: 'welcome', steps: [{ kind: 'terms', firstTime: true }, { kind: 'wallet-create', mode: 'create' }, { kind: 'consent' }], step: 0 },
    ]);
    modals.closeKind('welcome');
    expect([...storage.keys()]).toContain('marketplace:wallet-prompt-closed');
  });

  it('does not ask a person who accepted the terms in force', async () => {
    const { controller, shownModals } = setUp();

    await controller.completeSignIn('code-1');

    expect(shownModals).toEqual(['login-loader']);
  });
});
