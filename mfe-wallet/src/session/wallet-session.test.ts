/**
 * @jest-environment node
 */
import { verifyMessage, Wallet } from 'ethers';
import { ApiError, WalletSignError, type VaultKeysRecord, type VaultKeysUpdate } from '@marketplace/contracts/wire';
import { createKeyCache, keyCacheCookieName } from '../cache/key-cache';
import { CURRENT_ITERATIONS, LEGACY_ITERATIONS } from '../crypto/password-envelope';
import { rescueKeyPairOf } from '../crypto/rescue-encryption';
import { createKeyCustody, type KeyCustody } from '../custody/key-custody';
import { createWalletSession, HUMANITY_ACTIONS, type SessionFacts, type SignedInUser, type WalletSessionDeps } from './wallet-session';

const USER_ID = '5d7c1a62-4b1e-4d43-9a55-2f0d5e0e3c11';
const OTHER_USER_ID = '9b0e4f2a-7c3d-4e5f-8a6b-1c2d3e4f5a6b';
const PASSWORD = 'correct horse battery';
const OTHER_PASSWORD = 'another person 1234';
const GOOGLE_SECRET = 'g00gle-wrapping-secret-of-43-random-chars-xy';
const RESCUE_SECRET = 'q1Zr8m0bT0kL2v9xY3nW6pA4sD7fG5hJ8kL1zX2cV3b';
/** The password the person signs in with, which a vault change asks for (verify/password). */
const ACCOUNT_PASSWORD = 'Sign-in-password-4!';
const PRIVATE_KEY_PATTERN = /0x[0-9a-fA-F]{64}/;
/** 12.5 GEM in wei, as BscScan answers it. */
const EXPLORER_WEI = '12500000000000000000';

const fastCustody = () => createKeyCustody({ iterations: LEGACY_ITERATIONS });

interface Fixture {
  address: string;
  privateKey: string;
  keys: VaultKeysRecord;
}

/** The rescue pair's public half, all an ordinary session gets (the server derives it from the secret the same way). */
let rescuePublicKey: string;
let passwordWallet: Fixture;
let googleWallet: Fixture;
let otherPasswordWallet: Fixture;

async function makeFixture(userId: string, method: 'password' | 'google', secret: string): Promise<Fixture> {
  const maker = fastCustody();
  const { address, keys } = await maker.create({ userId }, method, secret, { secret: RESCUE_SECRET });
  return { address, keys, privateKey: maker.exportForCache()! };
}

beforeAll(async () => {
  // The key cache writes a cookie whose `secure` flag follows the page's protocol: the one bit of
  // `window` it reads. The node environment (ethers breaks under jsdom) has no window at all.
  (globalThis as { window?: unknown }).window = { location: { protocol: 'https:' } };
  rescuePublicKey = (await rescueKeyPairOf(RESCUE_SECRET)).publicKey;
  passwordWallet = await makeFixture(USER_ID, 'password', PASSWORD);
  googleWallet = await makeFixture(USER_ID, 'google', GOOGLE_SECRET);
  otherPasswordWallet = await makeFixture(OTHER_USER_ID, 'password', OTHER_PASSWORD);
});

afterAll(() => {
  delete (globalThis as { window?: unknown }).window;
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

function memoryCookies() {
  const jar = new Map<string, string>();
  return {
    jar,
    get: jest.fn((name?: string) => (name === undefined ? Object.fromEntries(jar) : jar.get(name))),
    set: jest.fn((name: string, value: string, _attributes?: Record<string, unknown>) => {
      jar.set(name, value);
      return value;
    }),
    remove: jest.fn((name: string, _attributes?: Record<string, unknown>) => {
      jar.delete(name);
    }),
  };
}

function memorySessionStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, String(value));
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
  };
}

/** The server's PUT semantics: entries not sent are kept, an entry sent as null is removed. */
function applyUpdate(record: VaultKeysRecord | null, update: VaultKeysUpdate): VaultKeysRecord {
  const next: Record<string, unknown> = { ...(record ?? {}) };
  for (const [type, entry] of Object.entries(update)) {
    if (entry === null) delete next[type];
    else if (entry !== undefined) next[type] = entry;
  }
  return next as VaultKeysRecord;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Yields to the event loop (promise chains, crypto work) until `condition` holds; no timed sleep. */
async function until(condition: () => boolean): Promise<void> {
  const giveUpAt = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > giveUpAt) throw new Error('The condition never held');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

interface SetUpOptions {
  vault?: VaultKeysRecord | null;
  custody?: KeyCustody;
  rescuePage?: boolean;
}

function setUp({ vault = null, custody = fastCustody(), rescuePage = false }: SetUpOptions = {}) {
  let stored: VaultKeysRecord | null = vault && { ...vault };
  let nextHumanity = 1;
  const api = {
    vault: {
      keys: jest.fn(async (): Promise<VaultKeysRecord | null> => (stored ? { ...stored } : null)),
      saveKeys: jest.fn(async (update: VaultKeysUpdate) => {
        stored = applyUpdate(stored, update);
        return { ...stored };
      }),
      wrappingSecret: jest.fn(async () => ({ provider: 'google' as const, secret: GOOGLE_SECRET })),
    },
    wallet: {
      rescueKey: jest.fn(async (_humanityToken: string) => RESCUE_SECRET),
      rescuePublicKey: jest.fn(async (_humanityToken: string) => rescuePublicKey),
      register: jest.fn(async ({ walletAddress }: { walletAddress: string }, _humanityToken: string) => ({ address: walletAddress })),
      serverBalance: jest.fn(async () => ({ GEM: 7.25, USD: 1.5 })),
    },
    password: {
      verify: jest.fn(async (password: string) => ({ valid: password === ACCOUNT_PASSWORD })),
    },
    explorer: {
      tokenBalance: jest.fn(async (_query: { contractAddress: string; address: string }) => ({ status: '1' as const, message: 'OK', result: EXPLORER_WEI })),
    },
  };
  // Like the real tokens: the saved token is reused until the server refuses it and it is discarded.
  const humanity = {
    token: jest.fn(async (_action: string) => `humanity-token-${nextHumanity}`),
    discard: jest.fn(() => {
      nextHumanity++;
    }),
  };
  const cookies = memoryCookies();
  const storage = memorySessionStorage();
  const cache = createKeyCache({ cookies: cookies as never, session: storage });
  const emit = jest.fn();
  let onRescuePage = rescuePage;
  const session = createWalletSession({
    api: api as unknown as WalletSessionDeps['api'],
    custody,
    cache,
    humanity: () => humanity as unknown as ReturnType<WalletSessionDeps['humanity']>,
    emit: emit as WalletSessionDeps['emit'],
    isOnRescuePage: () => onRescuePage,
  });
  const events = (name: string) => emit.mock.calls.filter(([emitted]) => emitted === name).map(([, payload]) => payload as unknown);
  return {
    session,
    api,
    custody,
    cache,
    cookies,
    storage,
    humanity,
    emit,
    events,
    stored: () => stored,
    setVault: (record: VaultKeysRecord | null) => {
      stored = record;
    },
    goToRescuePage: (value: boolean) => {
      onRescuePage = value;
    },
  };
}

const passwordUser = (walletAddress: string | null = passwordWallet.address, requireWalletUpdate = false): SignedInUser => ({
  id: USER_ID,
  walletAddress,
  requireWalletUpdate,
});
const facts = (method: SessionFacts['method'] = 'password', rescue = false, sessionKey = `${USER_ID}|token-1`): SessionFacts => ({
  method,
  rescue,
  sessionKey,
});

const apiArguments = (api: ReturnType<typeof setUp>['api']) =>
  JSON.stringify([
    api.vault.keys.mock.calls,
    api.vault.saveKeys.mock.calls,
    api.vault.wrappingSecret.mock.calls,
    api.wallet.rescueKey.mock.calls,
    api.wallet.rescuePublicKey.mock.calls,
    api.wallet.register.mock.calls,
    api.wallet.serverBalance.mock.calls,
    api.explorer.tokenBalance.mock.calls,
  ]);

async function signRequest(session: ReturnType<typeof setUp>['session'], message = 'Marketplace purchase\nMint: 1') {
  const answer = session.sign({ message, purpose: 'purchase' });
  answer.catch(() => undefined);
  return answer;
}

describe('the wallet session', () => {
  describe('signedIn', () => {
    it('is no-wallet for a user without a wallet, and asks nothing of the vault', async () => {
      const { session, api, events } = setUp();

      await session.signedIn(passwordUser(null), facts());

      expect(session.state.getState()).toMatchObject({ status: 'no-wallet', userId: USER_ID, address: null, sessionKey: `${USER_ID}|token-1` });
      expect(api.vault.keys).not.toHaveBeenCalled();
      expect(events('wallet:modal')).toEqual([]);
    });

    it('is legacy when the wallet must be updated first, and unlocks nothing', async () => {
      const legacy = Wallet.createRandom();
      const { session, api, custody, events } = setUp({ vault: { privateKey: { value: legacy.privateKey, time: '2024-01-01T00:00:00.000Z' } } });

      await session.signedIn({ id: USER_ID, walletAddress: legacy.address, requireWalletUpdate: true }, facts('google'));

      expect(session.state.getState().status).toBe('legacy');
      expect(custody.isUnlocked()).toBe(false);
      expect(api.vault.wrappingSecret).not.toHaveBeenCalled();
      expect(events('wallet:modal')).toEqual([]);
    });

    it('unlocks a password user from the one-hour cache without asking the password', async () => {
      const { session, cache, api, custody, events } = setUp({ vault: passwordWallet.keys });
      await cache.store(USER_ID, passwordWallet.privateKey);

      await session.signedIn(passwordUser(), facts());

      expect(session.state.getState().status).toBe('unlocked');
      expect(custody.address()).toBe(passwordWallet.address);
      expect(api.vault.keys).not.toHaveBeenCalled();
      expect(events('wallet:modal')).toEqual([]);
    });

    it("does not take a cached key that is not the wallet's", async () => {
      const { session, cache, custody } = setUp({ vault: passwordWallet.keys });
      await cache.store(USER_ID, Wallet.createRandom().privateKey);

      await session.signedIn(passwordUser(), facts());

      expect(session.state.getState().status).toBe('sealed');
      expect(custody.isUnlocked()).toBe(false);
    });

    it('leaves a password user without a cache sealed: nothing asked, no modal', async () => {
      const { session, api, custody, humanity, events } = setUp({ vault: passwordWallet.keys });

      await session.signedIn(passwordUser(), facts());

      expect(session.state.getState()).toMatchObject({ status: 'sealed', method: 'password', address: passwordWallet.address });
      expect(custody.isUnlocked()).toBe(false);
      expect(api.vault.wrappingSecret).not.toHaveBeenCalled();
      expect(humanity.token).not.toHaveBeenCalled();
      expect(events('wallet:modal')).toEqual([]);
      expect(events('wallet:user-patch')).not.toContainEqual({ walletLocked: true });
    });

    it("unlocks a Google user with the provider's wrapping secret and caches the key for the hour", async () => {
      const { session, api, custody, cookies, cache, events } = setUp({ vault: googleWallet.keys });

      await session.signedIn(passwordUser(googleWallet.address), facts('google'));

      expect(api.vault.wrappingSecret).toHaveBeenCalledTimes(1);
      expect(session.state.getState().status).toBe('unlocked');
      expect(custody.address()).toBe(googleWallet.address);
      expect(events('wallet:user-patch')).toContainEqual({ walletLocked: false });
      expect(events('wallet:modal-done')).toContainEqual({ kind: 'wallet-locked' });
      const cookie = cookies.jar.get(keyCacheCookieName(USER_ID));
      expect(cookie).toBeTruthy();
      expect(cookie).not.toContain(googleWallet.privateKey.slice(2));
      expect(cookies.set.mock.calls[0]![2]).toMatchObject({ sameSite: 'strict', secure: true, path: '/' });
      await expect(cache.read(USER_ID)).resolves.toBe(googleWallet.privateKey);
    });

    it('locks a Google user whose secret does not open the vault: walletLocked and the locked modal', async () => {
      const { session, api, custody, events } = setUp({ vault: googleWallet.keys });
      api.vault.wrappingSecret.mockResolvedValue({ provider: 'google', secret: 'a-different-secret-that-wraps-nothing-here' });

      await session.signedIn(passwordUser(googleWallet.address), facts('google'));

      expect(session.state.getState().status).toBe('locked');
      expect(custody.isUnlocked()).toBe(false);
      expect(events('wallet:user-patch')).toContainEqual({ walletLocked: true });
      expect(events('wallet:modal')).toEqual([{ kind: 'wallet-locked', variant: 'locked' }]);
    });

    it("locks a Google user whose vault has no Google entry ('Key type not found in user keys')", async () => {
      const { session, events } = setUp({ vault: passwordWallet.keys });

      await session.signedIn(passwordUser(), facts('google'));

      expect(session.state.getState().status).toBe('locked');
      expect(events('wallet:user-patch')).toContainEqual({ walletLocked: true });
      expect(events('wallet:modal')).toEqual([{ kind: 'wallet-locked', variant: 'locked' }]);
    });

    it("sends a vault whose key is not the wallet's to support, without setting walletLocked", async () => {
      const { session, custody, events } = setUp({ vault: googleWallet.keys });

      await session.signedIn(passwordUser(Wallet.createRandom().address), facts('google'));

      expect(events('wallet:modal')).toEqual([{ kind: 'wallet-locked', variant: 'support' }]);
      expect(events('wallet:user-patch')).not.toContainEqual({ walletLocked: true });
      expect(session.state.getState().status).not.toBe('locked');
      expect(custody.isUnlocked()).toBe(false);
    });

    it('sends a failing vault (server down) to support', async () => {
      const { session, api, events } = setUp({ vault: googleWallet.keys });
      api.vault.keys.mockRejectedValue(new ApiError('GET /api/vault/keys', 0, 'Failed to fetch'));

      await session.signedIn(passwordUser(googleWallet.address), facts('google'));

      expect(events('wallet:modal')).toEqual([{ kind: 'wallet-locked', variant: 'support' }]);
      expect(events('wallet:user-patch')).not.toContainEqual({ walletLocked: true });
    });

    it("sends an empty vault ('No keys found') to support", async () => {
      const { session, events } = setUp({ vault: null });

      await session.signedIn(passwordUser(googleWallet.address), facts('google'));

      expect(events('wallet:modal')).toEqual([{ kind: 'wallet-locked', variant: 'support' }]);
    });

    it('settles quietly when the wrapping secret cannot be had: support, and the sign-in itself does not reject', async () => {
      const { session, api, custody, events } = setUp({ vault: googleWallet.keys });
      api.vault.wrappingSecret.mockRejectedValue(new ApiError('GET /api/users/self/wrapping-secret', 500, 'Server error'));

      await expect(session.signedIn(passwordUser(googleWallet.address), facts('google'))).resolves.toBeUndefined();

      expect(custody.isUnlocked()).toBe(false);
      expect(events('wallet:modal')).toEqual([{ kind: 'wallet-locked', variant: 'support' }]);
    });

    it('locks nothing and opens no modal on /rescue', async () => {
      const { session, api, events } = setUp({ vault: googleWallet.keys, rescuePage: true });
      api.vault.wrappingSecret.mockResolvedValue({ provider: 'google', secret: 'a-different-secret-that-wraps-nothing-here' });

      await session.signedIn(passwordUser(googleWallet.address), facts('google', true));

      expect(session.state.getState()).toMatchObject({ status: 'sealed', rescueSession: true });
      expect(events('wallet:modal')).toEqual([]);
      expect(events('wallet:user-patch')).not.toContainEqual({ walletLocked: true });
    });

    it('does not let an older sign-in that finishes late overwrite a newer one', async () => {
      const { session, api, custody, events } = setUp({ vault: googleWallet.keys });

      const older = session.signedIn(passwordUser(googleWallet.address), facts('google', false, `${USER_ID}|token-1`));
      const newer = session.signedIn(
        { id: OTHER_USER_ID, walletAddress: otherPasswordWallet.address, requireWalletUpdate: false },
        facts('password', false, `${OTHER_USER_ID}|token-2`),
      );
      await Promise.all([older, newer]);

      expect(session.state.getState()).toMatchObject({ status: 'sealed', userId: OTHER_USER_ID, sessionKey: `${OTHER_USER_ID}|token-2` });
      expect(api.vault.wrappingSecret).not.toHaveBeenCalled();
      expect(custody.isUnlocked()).toBe(false);
      expect(events('wallet:modal')).toEqual([]);
    });

    it("does not open the newer user's vault with an older sign-in's late wrapping secret", async () => {
      const { session, api, custody, events, setVault } = setUp({ vault: googleWallet.keys });
      const secret = deferred<{ provider: 'google'; secret: string }>();
      api.vault.wrappingSecret.mockReturnValueOnce(secret.promise);

      const older = session.signedIn(passwordUser(googleWallet.address), facts('google', false, `${USER_ID}|token-1`));
      await until(() => api.vault.wrappingSecret.mock.calls.length === 1);
      await session.signedIn(
        { id: OTHER_USER_ID, walletAddress: otherPasswordWallet.address, requireWalletUpdate: false },
        facts('password', false, `${OTHER_USER_ID}|token-2`),
      );
      // The new token's vault is the other person's now.
      setVault(otherPasswordWallet.keys);
      secret.resolve({ provider: 'google', secret: GOOGLE_SECRET });
      await older;

      expect(session.state.getState()).toMatchObject({ status: 'sealed', userId: OTHER_USER_ID });
      expect(custody.isUnlocked()).toBe(false);
      expect(events('wallet:modal')).toEqual([]);
      expect(events('wallet:user-patch')).not.toContainEqual({ walletLocked: true });
    });

    it("does not keep an older sign-in's key in memory when its unlock ends after a newer sign-in began", async () => {
      const custody = fastCustody();
      const gate = deferred<void>();
      const realUnlock = custody.unlock;
      custody.unlock = jest.fn(async (...args: Parameters<KeyCustody['unlock']>) => {
        const opened = await realUnlock(...args);
        await gate.promise;
        return opened;
      });
      const { session, events, setVault } = setUp({ vault: googleWallet.keys, custody });

      const older = session.signedIn(passwordUser(googleWallet.address), facts('google', false, `${USER_ID}|token-1`));
      await until(() => (custody.unlock as jest.Mock).mock.calls.length === 1);
      await session.signedIn(
        { id: OTHER_USER_ID, walletAddress: otherPasswordWallet.address, requireWalletUpdate: false },
        facts('password', false, `${OTHER_USER_ID}|token-2`),
      );
      setVault(otherPasswordWallet.keys);
      gate.resolve();
      await older;

      expect(session.state.getState()).toMatchObject({ status: 'sealed', userId: OTHER_USER_ID });
      expect(custody.isUnlocked()).toBe(false);
      expect(events('wallet:user-patch')).not.toContainEqual({ walletLocked: false });
      // The newer person's signature still needs their own password: the older key never signs for them.
      const answer = signRequest(session);
      await expect(session.confirmSignature(OTHER_PASSWORD)).resolves.toBeUndefined();
      const { signature, address } = await answer;
      expect(address).toBe(otherPasswordWallet.address);
      expect(verifyMessage('Marketplace purchase\nMint: 1', signature)).toBe(otherPasswordWallet.address);
    });

    function gatedCustody() {
      const custody = fastCustody();
      const gate = deferred<void>();
      const realUnlock = custody.unlock;
      const unlock = jest.fn(async (...args: Parameters<KeyCustody['unlock']>) => {
        const opened = await realUnlock(...args);
        await gate.promise;
        return opened;
      });
      custody.unlock = unlock;
      return { custody, gate, unlock };
    }

    it("keeps the newer session's own key when an older unlock of the same wallet ends late", async () => {
      const { custody, gate, unlock } = gatedCustody();
      const { session, cache } = setUp({ vault: googleWallet.keys, custody });

      const older = session.signedIn(passwordUser(googleWallet.address), facts('google', false, `${USER_ID}|token-1`));
      await until(() => unlock.mock.calls.length === 1);
      await cache.store(USER_ID, googleWallet.privateKey);
      await session.signedIn(passwordUser(googleWallet.address), facts('google', false, `${USER_ID}|token-2`));
      expect(session.state.getState().status).toBe('unlocked');
      gate.resolve();
      await older;

      expect(session.state.getState()).toMatchObject({ status: 'unlocked', sessionKey: `${USER_ID}|token-2` });
      expect(custody.address()).toBe(googleWallet.address);
    });

    it("drops an older sign-in's key that lands over the newer session's unlocked key: sealed, signing asks again", async () => {
      const { custody, gate, unlock } = gatedCustody();
      const { session, cache } = setUp({ vault: googleWallet.keys, custody });

      const older = session.signedIn(passwordUser(googleWallet.address), facts('google', false, `${USER_ID}|token-1`));
      await until(() => unlock.mock.calls.length === 1);
      await cache.store(OTHER_USER_ID, otherPasswordWallet.privateKey);
      await session.signedIn(
        { id: OTHER_USER_ID, walletAddress: otherPasswordWallet.address, requireWalletUpdate: false },
        facts('password', false, `${OTHER_USER_ID}|token-2`),
      );
      expect(custody.address()).toBe(otherPasswordWallet.address);
      gate.resolve();
      await older;

      expect(custody.isUnlocked()).toBe(false);
      expect(session.state.getState()).toMatchObject({ status: 'sealed', userId: OTHER_USER_ID });
    });
  });

  describe('unlockWithPassword', () => {
    it('unlocks with the right password, caches the key and closes the locked modal', async () => {
      const { session, custody, cache, events } = setUp({ vault: passwordWallet.keys });
      await session.signedIn(passwordUser(), facts());

      await session.unlockWithPassword(PASSWORD);

      expect(session.state.getState().status).toBe('unlocked');
      expect(custody.address()).toBe(passwordWallet.address);
      await expect(cache.read(USER_ID)).resolves.toBe(passwordWallet.privateKey);
      expect(events('wallet:modal-done')).toContainEqual({ kind: 'wallet-locked' });
      expect(events('wallet:user-patch')).toContainEqual({ walletLocked: false });
    });

    it("rejects a wrong password with 'Decryption failed.', locks and opens the locked modal", async () => {
      const { session, custody, cookies, events } = setUp({ vault: passwordWallet.keys });
      await session.signedIn(passwordUser(), facts());

      await expect(session.unlockWithPassword('wrong horse battery')).rejects.toThrow('Decryption failed.');

      expect(session.state.getState().status).toBe('locked');
      expect(custody.isUnlocked()).toBe(false);
      expect(cookies.jar.size).toBe(0);
      expect(events('wallet:user-patch')).toContainEqual({ walletLocked: true });
      expect(events('wallet:modal')).toEqual([{ kind: 'wallet-locked', variant: 'locked' }]);
    });

    it('unlocks a locked wallet once the right password comes', async () => {
      const { session, events } = setUp({ vault: passwordWallet.keys });
      await session.signedIn(passwordUser(), facts());
      await expect(session.unlockWithPassword('wrong horse battery')).rejects.toThrow();

      await session.unlockWithPassword(PASSWORD);

      expect(session.state.getState().status).toBe('unlocked');
      const patches = events('wallet:user-patch').filter((patch) => 'walletLocked' in (patch as object));
      expect(patches).toEqual([{ walletLocked: true }, { walletLocked: false }]);
    });

    it("rejects a tampered envelope with 'Decryption failed.' and locks", async () => {
      const envelope = JSON.parse(passwordWallet.keys.password!.value) as { ct: string };
      const bytes = Buffer.from(envelope.ct, 'base64');
      bytes[0] = bytes[0]! ^ 0xff;
      const tampered = {
        ...passwordWallet.keys,
        password: { ...passwordWallet.keys.password!, value: JSON.stringify({ ...envelope, ct: bytes.toString('base64') }) },
      };
      const { session, custody, events } = setUp({ vault: tampered });
      await session.signedIn(passwordUser(), facts());

      await expect(session.unlockWithPassword(PASSWORD)).rejects.toThrow('Decryption failed.');

      expect(session.state.getState().status).toBe('locked');
      expect(custody.isUnlocked()).toBe(false);
      expect(events('wallet:modal')).toEqual([{ kind: 'wallet-locked', variant: 'locked' }]);
    });

    it("re-wraps a 100000-iteration envelope at the custody's current iterations and saves it", async () => {
      const { session, api, stored } = setUp({ vault: passwordWallet.keys, custody: createKeyCustody() });
      await session.signedIn(passwordUser(), facts());

      await session.unlockWithPassword(PASSWORD);

      expect(api.vault.saveKeys).toHaveBeenCalledTimes(1);
      const saved = api.vault.saveKeys.mock.calls[0]![0];
      expect(Object.keys(saved)).toEqual(['password']);
      expect(JSON.parse(saved.password!.value)).toMatchObject({ iter: CURRENT_ITERATIONS });
      expect(JSON.stringify(saved)).not.toContain(passwordWallet.privateKey.slice(2));
      // The saved envelope opens with the same password, and needs no second re-wrap.
      await expect(createKeyCustody().unlock({ userId: USER_ID }, passwordWallet.address, stored()!, 'password', PASSWORD)).resolves.toEqual({
        rewrapped: null,
      });
      expect(session.state.getState().status).toBe('unlocked');
    }, 30_000);

    it('unlocks even when the re-wrapped entry cannot be saved', async () => {
      const { session, api } = setUp({ vault: passwordWallet.keys });
      api.vault.saveKeys.mockRejectedValue(new Error('PUT failed'));
      await session.signedIn(passwordUser(), facts());

      await session.unlockWithPassword(PASSWORD);

      expect(session.state.getState().status).toBe('unlocked');
    });

    it('keeps the key out of memory when a logout comes while the password is being checked', async () => {
      const { session, api, custody, cookies, events } = setUp({ vault: passwordWallet.keys });
      await session.signedIn(passwordUser(), facts());
      const keys = deferred<VaultKeysRecord | null>();
      api.vault.keys.mockReturnValueOnce(keys.promise);

      const unlocking = session.unlockWithPassword(PASSWORD);
      await until(() => api.vault.keys.mock.calls.length === 1);
      session.signedOut();
      keys.resolve(passwordWallet.keys);
      await unlocking.catch(() => undefined);

      expect(custody.isUnlocked()).toBe(false);
      expect(session.state.getState().status).toBe('signed-out');
      expect(cookies.jar.size).toBe(0);
      expect(events('wallet:user-patch')).not.toContainEqual({ walletLocked: false });
      expect(events('wallet:modal')).toEqual([]);
    });

    it('does not mark a signed-out session unlocked when the logout comes while the re-wrapped key is saved', async () => {
      const { session, api, custody, cookies, events } = setUp({ vault: passwordWallet.keys });
      await session.signedIn(passwordUser(), facts());
      const saving = deferred<VaultKeysRecord>();
      api.vault.saveKeys.mockReturnValueOnce(saving.promise);

      const unlocking = session.unlockWithPassword(PASSWORD);
      await until(() => api.vault.saveKeys.mock.calls.length === 1);
      session.signedOut();
      saving.resolve(passwordWallet.keys);
      await unlocking.catch(() => undefined);

      expect(custody.isUnlocked()).toBe(false);
      expect(session.state.getState().status).toBe('signed-out');
      expect(cookies.jar.size).toBe(0);
      expect(events('wallet:user-patch')).not.toContainEqual({ walletLocked: false });
    });
  });

  describe('create', () => {
    it('makes a wallet for a password user: rescue copy, saved ciphertext only, registered, unlocked', async () => {
      const { session, api, custody, humanity, events } = setUp();
      await session.signedIn(passwordUser(null), facts());

      const address = await session.create({ password: PASSWORD });

      expect(humanity.token).toHaveBeenCalledWith(HUMANITY_ACTIONS.create);
      expect(HUMANITY_ACTIONS.create).toBe('wallet_create');
      expect(api.wallet.rescuePublicKey).toHaveBeenCalledWith('humanity-token-1');
      expect(api.wallet.rescueKey).not.toHaveBeenCalled();
      expect(api.vault.saveKeys).toHaveBeenCalledTimes(1);
      const keys = api.vault.saveKeys.mock.calls[0]![0];
      expect(Object.keys(keys).sort()).toEqual(['password', 'rescue']);
      expect(JSON.parse(keys.password!.value)).toMatchObject({ kdf: 'PBKDF2-SHA256', iter: LEGACY_ITERATIONS, ct: expect.any(String) });
      expect(JSON.parse(keys.rescue!.value)).toMatchObject({ publicKey: expect.any(String), sealed: expect.any(String) });
      expect(api.wallet.register).toHaveBeenCalledWith({ walletAddress: address }, 'humanity-token-1');
      expect(events('wallet:user-patch')).toContainEqual({ walletAddress: address, requireWalletUpdate: false });
      expect(session.state.getState()).toMatchObject({ status: 'unlocked', address });
      expect(custody.address()).toBe(address);

      const privateKey = custody.exportForCache()!;
      const sent = apiArguments(api);
      expect(sent).not.toContain(PASSWORD);
      expect(sent).not.toContain(privateKey.slice(2));
      expect(sent).not.toMatch(PRIVATE_KEY_PATTERN);
      expect(JSON.stringify(events('wallet:user-patch'))).not.toContain(privateKey.slice(2));
    });

    it('keeps no key in memory when a logout comes while the new wallet is being registered', async () => {
      const { session, api, custody, events } = setUp();
      await session.signedIn(passwordUser(null), facts());
      const registered = deferred<{ address: string }>();
      api.wallet.register.mockReturnValueOnce(registered.promise);

      const creating = session.create({ password: PASSWORD });
      await until(() => api.wallet.register.mock.calls.length === 1);
      session.signedOut();
      registered.resolve({ address: api.wallet.register.mock.calls[0]![0].walletAddress });
      await creating;

      expect(custody.isUnlocked()).toBe(false);
      expect(session.state.getState().status).toBe('signed-out');
      expect(events('wallet:user-patch')).not.toContainEqual(expect.objectContaining({ walletAddress: expect.any(String) }));
    });

    it("wraps a Google user's copy under the provider's secret", async () => {
      const { session, api } = setUp();
      await session.signedIn(passwordUser(null), facts('google'));

      const address = await session.create({});

      const keys = api.vault.saveKeys.mock.calls[0]![0];
      expect(Object.keys(keys).sort()).toEqual(['google', 'rescue']);
      const other = fastCustody();
      await other.unlock({ userId: USER_ID }, address, keys as VaultKeysRecord, 'google', GOOGLE_SECRET);
      expect(other.address()).toBe(address);
    });

    it('drops a refused humanity token and asks for one new one', async () => {
      const { session, api, humanity } = setUp();
      api.wallet.register.mockRejectedValueOnce(new ApiError('POST /api/users/self/wallet', 403, 'Forbidden', { body: { message: 'Humanity check failed' } }));
      await session.signedIn(passwordUser(null), facts());

      const address = await session.create({ password: PASSWORD });

      expect(humanity.discard).toHaveBeenCalledTimes(1);
      expect(api.wallet.register).toHaveBeenCalledTimes(2);
      expect(api.wallet.register.mock.calls[0]![1]).toBe('humanity-token-1');
      expect(api.wallet.register.mock.calls[1]).toEqual([{ walletAddress: address }, 'humanity-token-2']);
      expect(humanity.discard.mock.invocationCallOrder[0]).toBeLessThan(humanity.token.mock.invocationCallOrder.at(-1)!);
      expect(session.state.getState().status).toBe('unlocked');
    });

    it('does not retry a 403 that is not a humanity refusal', async () => {
      const { session, api, humanity, custody } = setUp();
      api.wallet.rescuePublicKey.mockRejectedValue(new ApiError('GET /api/users/self/rescue-key/public', 403, 'Forbidden', { body: { message: 'Forbidden' } }));
      await session.signedIn(passwordUser(null), facts());

      await expect(session.create({ password: PASSWORD })).rejects.toThrow('Failed to generate a rescue key');

      expect(humanity.discard).not.toHaveBeenCalled();
      expect(api.wallet.rescuePublicKey).toHaveBeenCalledTimes(1);
      expect(custody.isUnlocked()).toBe(false);
    });

    it("fails with 'Failed to generate a rescue key' when the rescue key cannot be had, saving nothing", async () => {
      const { session, api, custody, events } = setUp();
      api.wallet.rescuePublicKey.mockRejectedValue(new ApiError('GET /api/users/self/rescue-key/public', 500, 'Server error'));
      await session.signedIn(passwordUser(null), facts());

      await expect(session.create({ password: PASSWORD })).rejects.toThrow('Failed to generate a rescue key');

      expect(api.vault.saveKeys).not.toHaveBeenCalled();
      expect(api.wallet.register).not.toHaveBeenCalled();
      expect(custody.isUnlocked()).toBe(false);
      expect(session.state.getState().status).toBe('no-wallet');
      expect(events('wallet:user-patch')).toEqual(expect.not.arrayContaining([expect.objectContaining({ walletAddress: expect.anything() })]));
    });

    it("fails with 'Failed to create wallet' when registering fails, and locks the new key again", async () => {
      const { session, api, custody, cookies, events } = setUp();
      api.wallet.register.mockRejectedValue(new ApiError('POST /api/users/self/wallet', 500, 'Server error'));
      await session.signedIn(passwordUser(null), facts());

      await expect(session.create({ password: PASSWORD })).rejects.toThrow('Failed to create wallet');

      expect(custody.isUnlocked()).toBe(false);
      expect(session.state.getState()).toMatchObject({ status: 'no-wallet', address: null });
      expect(cookies.jar.size).toBe(0);
      expect(events('wallet:user-patch')).toEqual(expect.not.arrayContaining([expect.objectContaining({ walletAddress: expect.anything() })]));
      await expect(signRequest(session)).rejects.toMatchObject({ reason: 'no-wallet' });
    });

    it("fails with 'Failed to create wallet' when the vault refuses the keys", async () => {
      const { session, api, custody } = setUp();
      api.vault.saveKeys.mockRejectedValue(new ApiError('PUT /api/vault/keys', 500, 'Server error'));
      await session.signedIn(passwordUser(null), facts());

      await expect(session.create({ password: PASSWORD })).rejects.toThrow('Failed to create wallet');

      expect(api.wallet.register).not.toHaveBeenCalled();
      expect(custody.isUnlocked()).toBe(false);
    });

    it("registers the existing key's address in link mode", async () => {
      const existing = Wallet.createRandom();
      const { session, api, custody } = setUp();
      await session.signedIn(passwordUser(null), facts());

      const address = await session.create({ password: PASSWORD, existingKey: existing.privateKey });

      expect(address).toBe(existing.address);
      expect(api.wallet.register).toHaveBeenCalledWith({ walletAddress: existing.address }, 'humanity-token-1');
      expect(custody.address()).toBe(existing.address);
      expect(apiArguments(api)).not.toContain(existing.privateKey.slice(2));
    });
  });

  describe('legacy vaults', () => {
    it('wraps a plain private key under the password, adds a rescue copy and removes the plain key', async () => {
      const legacy = Wallet.createRandom();
      const { session, api, custody, humanity, events, stored } = setUp({
        vault: { privateKey: { value: legacy.privateKey, time: '2024-01-01T00:00:00.000Z' } },
      });
      await session.signedIn({ id: USER_ID, walletAddress: legacy.address, requireWalletUpdate: true }, facts());
      await expect(session.needsRescueSignIn()).resolves.toBe(false);

      await session.updateLegacy({ password: 'new password 12', accountPassword: ACCOUNT_PASSWORD });

      expect(api.password.verify).toHaveBeenCalledWith(ACCOUNT_PASSWORD);
      expect(api.password.verify.mock.invocationCallOrder[0]).toBeLessThan(api.vault.saveKeys.mock.invocationCallOrder[0]!);
      expect(api.wallet.rescueKey).not.toHaveBeenCalled();
      expect(humanity.token).toHaveBeenCalledWith('wallet_create');
      const update = api.vault.saveKeys.mock.calls[0]![0];
      expect(Object.keys(update).sort()).toEqual(['password', 'privateKey', 'rescue']);
      expect(update.privateKey).toBeNull();
      expect(JSON.stringify(update)).not.toContain(legacy.privateKey.slice(2));
      expect(JSON.stringify(update)).not.toContain('new password 12');
      expect(events('wallet:user-patch')).toContainEqual({ requireWalletUpdate: false });
      expect(session.state.getState().status).toBe('unlocked');
      expect(custody.address()).toBe(legacy.address);
      expect(stored()!.privateKey).toBeUndefined();
      await expect(fastCustody().unlock({ userId: USER_ID }, legacy.address, stored()!, 'password', 'new password 12')).resolves.toBeDefined();
    });

    it("changes nothing with a wrong sign-in password: 'Wrong sign-in password', the plain key stays", async () => {
      const legacy = Wallet.createRandom();
      const { session, api, stored } = setUp({ vault: { privateKey: { value: legacy.privateKey, time: '2024-01-01T00:00:00.000Z' } } });
      await session.signedIn({ id: USER_ID, walletAddress: legacy.address, requireWalletUpdate: true }, facts());

      await expect(session.updateLegacy({ password: 'new password 12', accountPassword: 'not-it' })).rejects.toThrow('Wrong sign-in password');

      expect(api.vault.saveKeys).not.toHaveBeenCalled();
      expect(stored()!.privateKey).toBeDefined();
    });

    it('says a rescue-only vault needs a rescue sign-in', async () => {
      const { session } = setUp({ vault: { rescue: passwordWallet.keys.rescue! } });
      await session.signedIn(passwordUser(passwordWallet.address, true), facts());

      await expect(session.needsRescueSignIn()).resolves.toBe(true);
    });

    it('says a current vault needs no rescue sign-in', async () => {
      const { session } = setUp({ vault: passwordWallet.keys });
      await session.signedIn(passwordUser(), facts());

      await expect(session.needsRescueSignIn()).resolves.toBe(false);
    });
  });

  describe('rescue', () => {
    it('keeps no key in memory when a logout comes while the new password is being saved', async () => {
      const { session, api, custody } = setUp({ vault: passwordWallet.keys });
      await session.signedIn(passwordUser(), facts('password', true));
      const saved = deferred<VaultKeysRecord>();
      api.vault.saveKeys.mockReturnValueOnce(saved.promise);

      const rescuing = session.rescue('a brand new password 42');
      await until(() => api.vault.saveKeys.mock.calls.length === 1);
      session.signedOut();
      saved.resolve({});
      await rescuing;

      expect(custody.isUnlocked()).toBe(false);
      expect(session.state.getState().status).toBe('signed-out');
    });

    it('opens the rescue copy with the rescue secret and wraps the key under a new password; the old one no longer opens it', async () => {
      const { session, api, humanity, custody, events, stored } = setUp({ vault: passwordWallet.keys });
      await session.signedIn(passwordUser(), facts('password', true));

      await session.rescue('brand new password');

      expect(humanity.token).toHaveBeenCalledWith('wallet_rescue');
      expect(api.wallet.rescueKey).toHaveBeenCalledWith('humanity-token-1');
      const update = api.vault.saveKeys.mock.calls[0]![0];
      expect(Object.keys(update)).toEqual(['password']);
      expect(JSON.stringify(update)).not.toContain('brand new password');
      expect(custody.address()).toBe(passwordWallet.address);
      expect(session.state.getState().status).toBe('unlocked');
      expect(events('wallet:user-patch')).toContainEqual({ requireWalletUpdate: false });
      expect(stored()!.rescue).toEqual(passwordWallet.keys.rescue);

      // A later sign-in reads the saved record back from the vault.
      session.signedOut();
      await session.signedIn(passwordUser(), facts('password', false, `${USER_ID}|token-2`));
      await expect(session.unlockWithPassword(PASSWORD)).rejects.toThrow('Decryption failed.');
      await session.unlockWithPassword('brand new password');
      expect(session.state.getState().status).toBe('unlocked');
    });

    it('re-wraps a rescue-only vault under the new password', async () => {
      const { session, api, stored } = setUp({ vault: { rescue: passwordWallet.keys.rescue! } });
      await session.signedIn(passwordUser(passwordWallet.address, true), facts('password', true));

      await session.rescue('brand new password');

      expect(api.vault.saveKeys.mock.calls[0]![0]).toMatchObject({ privateKey: null, password: expect.anything() });
      expect(session.state.getState().status).toBe('unlocked');
      await expect(fastCustody().unlock({ userId: USER_ID }, passwordWallet.address, stored()!, 'password', 'brand new password')).resolves.toBeDefined();
    });

    it("fails with 'Failed to generate a rescue key' outside a rescue sign-in, changing nothing", async () => {
      const { session, api, custody } = setUp({ vault: passwordWallet.keys });
      api.wallet.rescueKey.mockRejectedValue(
        new ApiError('GET /api/users/self/rescue-key', 403, 'Forbidden', { body: { message: 'Rescue sign-in required' } }),
      );
      await session.signedIn(passwordUser(), facts());

      await expect(session.rescue('brand new password')).rejects.toThrow('Failed to generate a rescue key');

      expect(api.vault.saveKeys).not.toHaveBeenCalled();
      expect(custody.isUnlocked()).toBe(false);
    });
  });

  describe('sign', () => {
    it("refuses when signed out: 'no-wallet', no modal", async () => {
      const { session, events } = setUp();

      const failure = await signRequest(session).catch((error: unknown) => error);

      expect(failure).toBeInstanceOf(WalletSignError);
      expect(failure).toMatchObject({ reason: 'no-wallet' });
      expect(events('wallet:modal')).toEqual([]);
    });

    it("refuses without a wallet ('no-wallet') and opens wallet-create", async () => {
      const { session, events } = setUp();
      await session.signedIn(passwordUser(null), facts());

      await expect(signRequest(session)).rejects.toMatchObject({ reason: 'no-wallet' });

      expect(events('wallet:modal')).toEqual([{ kind: 'wallet-create', mode: 'create' }]);
    });

    it("refuses a locked wallet ('locked') and opens the locked modal", async () => {
      const { session, events } = setUp({ vault: passwordWallet.keys });
      await session.signedIn(passwordUser(), facts());
      await expect(session.unlockWithPassword('wrong horse battery')).rejects.toThrow();
      const before = events('wallet:modal').length;

      await expect(signRequest(session)).rejects.toMatchObject({ reason: 'locked' });

      expect(events('wallet:modal').slice(before)).toEqual([{ kind: 'wallet-locked', variant: 'locked' }]);
      expect(session.state.getState().pendingSignature).toBeNull();
    });

    it("refuses a legacy wallet ('locked') and opens wallet-create in update mode", async () => {
      const { session, events } = setUp();
      await session.signedIn(passwordUser(passwordWallet.address, true), facts());

      await expect(signRequest(session)).rejects.toMatchObject({ reason: 'locked' });

      expect(events('wallet:modal')).toEqual([{ kind: 'wallet-create', mode: 'update' }]);
    });

    it('asks the person first, then signs with the unlocked key: the signature verifies to the wallet', async () => {
      const { session, cache, events } = setUp({ vault: passwordWallet.keys });
      await cache.store(USER_ID, passwordWallet.privateKey);
      await session.signedIn(passwordUser(), facts());

      const answer = signRequest(session, 'Buy Diamond Dreams #7');

      expect(session.state.getState().pendingSignature).toEqual({ message: 'Buy Diamond Dreams #7', purpose: 'purchase' });
      expect(events('wallet:modal')).toEqual([{ kind: 'wallet-sign' }]);
      await session.confirmSignature(null);
      const { signature, address } = await answer;
      expect(address).toBe(passwordWallet.address);
      expect(verifyMessage('Buy Diamond Dreams #7', signature)).toBe(passwordWallet.address);
      expect(session.state.getState().pendingSignature).toBeNull();
      expect(events('wallet:modal-done')).toContainEqual({ kind: 'wallet-sign' });
    });

    it('unlocks a sealed wallet with the password given in the sign modal, then signs', async () => {
      const { session, custody } = setUp({ vault: passwordWallet.keys });
      await session.signedIn(passwordUser(), facts());

      const answer = signRequest(session);
      await session.confirmSignature(PASSWORD);
      const { signature, address } = await answer;

      expect(address).toBe(passwordWallet.address);
      expect(verifyMessage('Marketplace purchase\nMint: 1', signature)).toBe(passwordWallet.address);
      expect(session.state.getState().status).toBe('unlocked');
      expect(custody.isUnlocked()).toBe(true);
    });

    it("unlocks a sealed Google wallet with the provider's secret when the person confirms", async () => {
      const { session, api } = setUp({ vault: googleWallet.keys });
      api.vault.wrappingSecret.mockRejectedValueOnce(new ApiError('GET /api/users/self/wrapping-secret', 500, 'Server error'));
      await session.signedIn(passwordUser(googleWallet.address), facts('google'));
      expect(session.state.getState().status).toBe('sealed');

      const answer = signRequest(session);
      await session.confirmSignature(null);

      await expect(answer).resolves.toMatchObject({ address: googleWallet.address });
    });

    it("fails the request as 'locked' for a wrong password: locks, opens the locked modal, retires the sign modal", async () => {
      const { session, custody, events } = setUp({ vault: passwordWallet.keys });
      await session.signedIn(passwordUser(), facts());

      const answer = signRequest(session);
      await expect(session.confirmSignature('wrong')).rejects.toThrow('Decryption failed.');

      await expect(answer).rejects.toMatchObject({ reason: 'locked' });
      expect(custody.isUnlocked()).toBe(false);
      expect(session.state.getState()).toMatchObject({ status: 'locked', pendingSignature: null });
      expect(events('wallet:modal')).toEqual([{ kind: 'wallet-sign' }, { kind: 'wallet-locked', variant: 'locked' }]);
      expect(events('wallet:modal-done')).toContainEqual({ kind: 'wallet-sign' });
      expect(events('wallet:user-patch')).toContainEqual({ walletLocked: true });
    });

    it("refuses a sealed password wallet confirmed without a password ('locked'), signing nothing", async () => {
      const { session, custody } = setUp({ vault: passwordWallet.keys });
      await session.signedIn(passwordUser(), facts());

      const answer = signRequest(session);
      await expect(session.confirmSignature(null)).rejects.toThrow('key not found.');

      await expect(answer).rejects.toMatchObject({ reason: 'locked' });
      expect(custody.isUnlocked()).toBe(false);
    });

    it("is 'declined' when the person declines", async () => {
      const { session, cache, events } = setUp({ vault: passwordWallet.keys });
      await cache.store(USER_ID, passwordWallet.privateKey);
      await session.signedIn(passwordUser(), facts());

      const answer = signRequest(session);
      session.declineSignature();

      await expect(answer).rejects.toMatchObject({ reason: 'declined' });
      expect(session.state.getState().pendingSignature).toBeNull();
      expect(events('wallet:modal-done')).toContainEqual({ kind: 'wallet-sign' });
      // Nothing waits any more: a late confirmation signs nothing.
      await expect(session.confirmSignature(null)).resolves.toBeUndefined();
    });

    it("refuses a second request while one waits ('declined'), leaving the first one asked", async () => {
      const { session, cache } = setUp({ vault: passwordWallet.keys });
      await cache.store(USER_ID, passwordWallet.privateKey);
      await session.signedIn(passwordUser(), facts());

      const first = signRequest(session, 'first');
      await expect(signRequest(session, 'second')).rejects.toMatchObject({ reason: 'declined' });

      expect(session.state.getState().pendingSignature).toMatchObject({ message: 'first' });
      await session.confirmSignature(null);
      const { signature } = await first;
      expect(verifyMessage('first', signature)).toBe(passwordWallet.address);
    });

    it('declines a waiting request at logout', async () => {
      const { session, cache } = setUp({ vault: passwordWallet.keys });
      await cache.store(USER_ID, passwordWallet.privateKey);
      await session.signedIn(passwordUser(), facts());

      const answer = signRequest(session);
      session.signedOut();

      await expect(answer).rejects.toMatchObject({ reason: 'declined' });
      expect(session.state.getState().pendingSignature).toBeNull();
    });

    it('opens no support modal when a logout comes while the sign modal fetches the provider secret', async () => {
      const { session, api, custody, events } = setUp({ vault: googleWallet.keys });
      api.vault.wrappingSecret.mockRejectedValueOnce(new ApiError('GET /api/users/self/wrapping-secret', 500, 'Server error'));
      await session.signedIn(passwordUser(googleWallet.address), facts('google'));
      const before = events('wallet:modal').length;
      const secret = deferred<{ provider: 'google'; secret: string }>();
      api.vault.wrappingSecret.mockReturnValueOnce(secret.promise);

      const answer = signRequest(session);
      const confirming = session.confirmSignature(null);
      await until(() => api.vault.wrappingSecret.mock.calls.length === 2);
      session.signedOut();
      secret.resolve({ provider: 'google', secret: GOOGLE_SECRET });
      await confirming.catch(() => undefined);

      await expect(answer).rejects.toMatchObject({ reason: 'declined' });
      expect(custody.isUnlocked()).toBe(false);
      expect(session.state.getState().status).toBe('signed-out');
      expect(events('wallet:modal').slice(before)).toEqual([{ kind: 'wallet-sign' }]);
    });
  });

  describe('signedOut', () => {
    it('forgets the key and destroys both halves of the cache', async () => {
      const { session, cache, cookies, storage, custody } = setUp({ vault: passwordWallet.keys });
      await cache.store(USER_ID, passwordWallet.privateKey);
      await session.signedIn(passwordUser(), facts());
      expect(custody.isUnlocked()).toBe(true);

      session.signedOut();

      expect(custody.isUnlocked()).toBe(false);
      expect(cookies.jar.has(keyCacheCookieName(USER_ID))).toBe(false);
      expect(storage.items.size).toBe(0);
      await expect(cache.read(USER_ID)).resolves.toBeNull();
      expect(session.state.getState()).toMatchObject({ status: 'signed-out', userId: null, address: null, sessionKey: null });
      await expect(signRequest(session)).rejects.toMatchObject({ reason: 'no-wallet' });
      await expect(custody.sign('hello')).rejects.toThrow('The wallet is locked');
    });

    it('signs out even when the cache cannot be destroyed', async () => {
      const { session, cache, cookies, custody } = setUp({ vault: passwordWallet.keys });
      await cache.store(USER_ID, passwordWallet.privateKey);
      await session.signedIn(passwordUser(), facts());
      cookies.remove.mockImplementation(() => {
        throw new Error('blocked');
      });

      expect(() => session.signedOut()).not.toThrow();

      expect(custody.isUnlocked()).toBe(false);
      expect(session.state.getState().status).toBe('signed-out');
      expect(console.error).toHaveBeenCalledWith('Destruction failed.');
    });
  });

  describe('refreshBalance', () => {
    it("patches the balance from the chain explorer's answer for the wallet", async () => {
      const { session, api, emit } = setUp();
      await session.signedIn(passwordUser(null), facts());
      session.state.setState({ address: passwordWallet.address });
      emit.mockClear();

      await session.refreshBalance();

      expect(api.explorer.tokenBalance).toHaveBeenCalledWith(expect.objectContaining({ address: passwordWallet.address }));
      expect(emit.mock.calls).toEqual([['wallet:user-patch', { balance: 12.5 }]]);
    });

    it("falls back to the server's balance when the explorer is down", async () => {
      const { session, api, emit } = setUp();
      api.explorer.tokenBalance.mockRejectedValue(new ApiError('GET explorer', 0, 'Failed to fetch'));
      await session.signedIn(passwordUser(null), facts());
      session.state.setState({ address: passwordWallet.address });
      emit.mockClear();

      await session.refreshBalance();

      expect(emit.mock.calls).toEqual([['wallet:user-patch', { balance: 7.25 }]]);
    });

    it('patches nothing and does not throw when both are down', async () => {
      const { session, api, emit } = setUp();
      api.explorer.tokenBalance.mockRejectedValue(new ApiError('GET explorer', 0, 'Failed to fetch'));
      api.wallet.serverBalance.mockRejectedValue(new ApiError('GET /api/users/self/balance', 500, 'Server error'));
      await session.signedIn(passwordUser(null), facts());
      session.state.setState({ address: passwordWallet.address });
      emit.mockClear();

      await expect(session.refreshBalance()).resolves.toBeUndefined();

      expect(emit).not.toHaveBeenCalled();
      expect(console.error).toHaveBeenCalledWith('Failed to fetch balance');
    });

    it('refreshes the balance when a wallet session begins', async () => {
      const { session, events } = setUp({ vault: passwordWallet.keys });

      await session.signedIn(passwordUser(), facts());
      await until(() => events('wallet:user-patch').length > 0);

      expect(events('wallet:user-patch')).toContainEqual({ balance: 12.5 });
    });
  });
});
