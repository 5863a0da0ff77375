import {
  ApiError,
  isLegacyVault,
  WalletSignError,
  type MarketplaceApi,
  type MarketplaceEvents,
  type SignInMethod,
  type VaultKeysRecord,
  type WalletModalRequest,
  type WalletUserPatch,
} from '@marketplace/contracts';
import { fetchWalletBalance } from '../balance/wallet-balance';
import type { KeyCache } from '../cache/key-cache';
import { CUSTODY_ERRORS, UnlockError, type UnlockFailureKind } from '../custody/custody-errors';
import type { KeyCustody, Owner, RescueAccess } from '../custody/key-custody';
import type { HumanityTokens } from '../humanity/humanity-tokens';
import { WALLET_SIGNED_OUT, createWalletStateStore, type WalletStateStore } from './wallet-state';

/** Spec §8 text of a login whose vault is empty although the user has a wallet. */
const NO_KEYS_FOUND = 'No keys found';

/** The API's message when it refuses a humanity token. */
const HUMANITY_REFUSED = 'Humanity check failed';

/** The named actions of the humanity tokens (spec §5). */
export const HUMANITY_ACTIONS = { create: 'wallet_create', rescue: 'wallet_rescue' } as const;

export interface SignedInUser {
  id: string;
  walletAddress: string | null;
  requireWalletUpdate: boolean;
}

export interface SessionFacts {
  method: SignInMethod;
  rescue: boolean;
  /** Names this sign-in, so the same session is not started twice. */
  sessionKey: string;
}

export interface WalletSessionDeps {
  api: Pick<MarketplaceApi, 'vault' | 'wallet' | 'explorer' | 'password'>;
  custody: KeyCustody;
  cache: KeyCache;
  humanity: () => HumanityTokens;
  /** The wallet's side of the bus: modals and user-state changes go to the shell through it. */
  emit: <K extends 'wallet:modal' | 'wallet:modal-done' | 'wallet:user-patch'>(name: K, payload: MarketplaceEvents[K]) => void;
  /** Spec §4: nothing is locked and no wallet prompt opens on `/rescue`. */
  isOnRescuePage: () => boolean;
  state?: WalletStateStore;
}

interface Deferred {
  resolve: (answer: { signature: string; address: string }) => void;
  reject: (error: WalletSignError) => void;
}

/**
 * The wallet's behaviour over a signed-in session (spec §4): unlock at sign-in from the one-hour
 * cache or the provider's secret, unlock with a password, lock on failure, create / link / update /
 * rescue, sign over the bus after the person confirms, forget everything at logout. No React: the
 * host component wires it to the shell's session store and the bus.
 */
export function createWalletSession(deps: WalletSessionDeps) {
  const { api, custody, cache, emit } = deps;
  const state = deps.state ?? createWalletStateStore();
  let pending: Deferred | null = null;
  // Sign-ins are numbered so that the slow unlock of an old one never lands on a newer session.
  let generation = 0;

  const owner = (): Owner => {
    const { userId } = state.getState();
    if (!userId) throw new Error(CUSTODY_ERRORS.addressNotFound);
    return { userId };
  };
  const walletAddress = (): string => {
    const { address } = state.getState();
    if (!address) throw new Error(CUSTODY_ERRORS.addressNotFound);
    return address;
  };

  function openModal(request: WalletModalRequest): void {
    emit('wallet:modal', request);
  }

  async function vaultKeys(): Promise<VaultKeysRecord> {
    const keys = await api.vault.keys();
    if (!keys) throw new Error(NO_KEYS_FOUND);
    return keys;
  }

  async function providerSecret(): Promise<string> {
    return (await api.vault.wrappingSecret()).secret;
  }

  /** The key is in memory: keep it an hour (spec §4) and tell the shell the wallet is usable. */
  async function becameUnlocked(): Promise<void> {
    const privateKey = custody.exportForCache();
    const { userId } = state.getState();
    if (privateKey && userId) await cache.store(userId, privateKey).catch((error: unknown) => console.error('The wallet key could not be cached', error));
    state.setState({ status: 'unlocked' });
    emit('wallet:user-patch', { walletLocked: false });
    emit('wallet:modal-done', { kind: 'wallet-locked' });
  }

  /** Spec §4: a failed unlock locks (or asks support), except on `/rescue`, where the person is fixing it. */
  function failedToUnlock(kind: UnlockFailureKind): void {
    if (deps.isOnRescuePage()) return;
    if (kind === 'locked') {
      state.setState({ status: 'locked' });
      emit('wallet:user-patch', { walletLocked: true });
    }
    openModal({ kind: 'wallet-locked', variant: kind });
  }

  /**
   * An unlock (or create, update, rescue) that ended after a logout or a newer sign-in: the custody already holds its key, which
   * must not stay in memory (nor sign) for the session now shown, unless it is that session's own.
   */
  function forgetStaleKey(): void {
    const { status, address } = state.getState();
    if (status === 'unlocked' && address && custody.address()?.toLowerCase() === address.toLowerCase()) return;
    custody.lock();
    if (status === 'unlocked') state.setState({ status: 'sealed' });
  }

  function kindOf(error: unknown): UnlockFailureKind {
    return error instanceof UnlockError ? error.kind : 'support';
  }

  /**
   * Opens the person's vault entry with the secret `secretOf` gives (their password, or what their
   * Google / Apple sign-in releases); any failure, even to get the secret, locks or asks support, and
   * is rethrown for the form to show.
   */
  async function unlockWith(secretOf: () => Promise<string>): Promise<void> {
    const current = generation;
    try {
      const secret = await secretOf();
      const keys = await vaultKeys();
      if (current !== generation) return;
      const { rewrapped } = await custody.unlock(owner(), walletAddress(), keys, state.getState().method, secret);
      if (current !== generation) return forgetStaleKey();
      // Today's iteration count for an envelope made with fewer; the old one still opens meanwhile.
      if (rewrapped) await api.vault.saveKeys(rewrapped).catch((error: unknown) => console.error('The re-wrapped key could not be saved', error));
      if (current !== generation) return forgetStaleKey();
      await becameUnlocked();
    } catch (error) {
      if (current === generation) failedToUnlock(kindOf(error));
      throw error;
    }
  }

  async function refreshBalance(): Promise<void> {
    // A visitor has no balance to ask for (the server would answer 401).
    if (state.getState().status === 'signed-out') return;
    try {
      const { amount } = await fetchWalletBalance(api, state.getState().address);
      emit('wallet:user-patch', { balance: Number(amount) });
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
    }
  }

  async function humanityToken(action: string): Promise<string> {
    return deps.humanity().token(action);
  }

  /** A humanity token the server refused (spent, expired) is dropped, and one new one is asked for. */
  async function withHumanityToken<T>(action: string, call: (token: string) => Promise<T>): Promise<T> {
    try {
      return await call(await humanityToken(action));
    } catch (error) {
      if (!isHumanityRefusal(error)) throw error;
      deps.humanity().discard();
      return call(await humanityToken(action));
    }
  }

  /** The rescue secret: the server releases it to a rescue sign-in only. */
  async function rescueSecret(action: string): Promise<{ secret: string }> {
    try {
      return { secret: await withHumanityToken(action, (token) => api.wallet.rescueKey(token)) };
    } catch (cause) {
      throw new Error(CUSTODY_ERRORS.rescueKeyFailed, { cause });
    }
  }

  /** The rescue key pair's public half: all a new rescue copy needs, and all an ordinary session gets. */
  async function rescuePublicKey(action: string): Promise<RescueAccess> {
    try {
      return { publicKey: await withHumanityToken(action, (token) => api.wallet.rescuePublicKey(token)) };
    } catch (cause) {
      throw new Error(CUSTODY_ERRORS.rescueKeyFailed, { cause });
    }
  }

  /** The secret wrapping this person's copy: their password, or what their Google / Apple sign-in releases. */
  async function secretFor(password: string | null): Promise<string> {
    if (state.getState().method !== 'password') return providerSecret();
    if (!password) throw new Error(CUSTODY_ERRORS.keyNotFound);
    return password;
  }

  function settle(outcome: { signature: string; address: string } | WalletSignError): void {
    const waiting = pending;
    pending = null;
    state.setState({ pendingSignature: null });
    emit('wallet:modal-done', { kind: 'wallet-sign' });
    if (!waiting) return;
    if (outcome instanceof WalletSignError) waiting.reject(outcome);
    else waiting.resolve(outcome);
  }

  return {
    state,

    /** A session began (or was restored on reload): unlock what can be unlocked without asking. */
    async signedIn(user: SignedInUser, facts: SessionFacts): Promise<void> {
      const current = ++generation;
      custody.lock();
      const status = !user.walletAddress ? 'no-wallet' : user.requireWalletUpdate ? 'legacy' : 'opening';
      if (pending) settle(new WalletSignError('declined'));
      state.setState({
        ...WALLET_SIGNED_OUT,
        status,
        sessionKey: facts.sessionKey,
        userId: user.id,
        address: user.walletAddress,
        method: facts.method,
        rescueSession: facts.rescue,
      });
      if (status !== 'opening' || !user.walletAddress) return;
      void refreshBalance();

      const cached = await cache.read(user.id);
      if (current !== generation) return;
      if (cached && custody.unlockFromCache(cached, user.walletAddress)) {
        state.setState({ status: 'unlocked' });
        return;
      }
      // A Google or Apple sign-in releases the secret of that copy: no one needs to type anything.
      // A failure has locked the wallet or asked support already.
      if (facts.method !== 'password') await unlockWith(providerSecret).catch(() => undefined);
      // A password wallet waits, sealed, for the password its first signature asks.
      if (current === generation && state.getState().status === 'opening') state.setState({ status: 'sealed' });
    },

    /** Logout (spec §4): the key leaves memory, and both halves of the cache are destroyed. */
    signedOut(): void {
      generation++;
      const { userId } = state.getState();
      custody.lock();
      if (pending) settle(new WalletSignError('declined'));
      state.setState(WALLET_SIGNED_OUT, true);
      if (userId) {
        try {
          cache.destroy(userId);
        } catch (error) {
          console.error(error instanceof Error ? error.message : error);
        }
      }
    },

    unlockWithPassword: (password: string) => unlockWith(async () => password),

    /** Google / Apple: asks the provider's secret again (the locked modal's "try again"). */
    retryProviderUnlock: () => unlockWith(providerSecret),

    /** Wallet creation (spec §4), or link mode with `existingKey`: wrap, seal for rescue, save, register. */
    async create({ password = null, existingKey }: { password?: string | null; existingKey?: string }): Promise<string> {
      const current = generation;
      const { method } = state.getState();
      const secret = await secretFor(password);
      const rescue = await rescuePublicKey(HUMANITY_ACTIONS.create);
      const { address, keys } = await custody.create(owner(), method, secret, rescue, existingKey);
      try {
        await api.vault.saveKeys(keys);
        await withHumanityToken(HUMANITY_ACTIONS.create, (token) => api.wallet.register({ walletAddress: address }, token));
      } catch (cause) {
        if (current === generation) custody.lock();
        else forgetStaleKey();
        throw new Error(CUSTODY_ERRORS.createFailed, { cause });
      }
      // Signed out (or in as someone else) meanwhile: the wallet exists on the server, its key leaves this page.
      if (current !== generation) {
        forgetStaleKey();
        return address;
      }
      state.setState({ address });
      emit('wallet:user-patch', { walletAddress: address, requireWalletUpdate: false });
      await becameUnlocked();
      void refreshBalance();
      return address;
    },

    /**
     * Update mode (spec §4 legacy): a key kept in clear is wrapped under the sign-in method (with a
     * rescue copy when there was none). A vault holding only a rescue copy needs a rescue sign-in:
     * `needsRescueSignIn` says so before anything is asked.
     */
    async updateLegacy({ password = null, accountPassword }: { password?: string | null; accountPassword: string }): Promise<void> {
      const current = generation;
      // Removing the plain key replaces a vault entry, which the server allows a freshly re-authenticated session only.
      const verified = await api.password.verify(accountPassword);
      // null or an ApiError: the check itself failed (too many attempts, the network), not the password.
      if (!verified || verified instanceof Error) throw new Error(CUSTODY_ERRORS.createFailed, { cause: verified });
      if (!verified.valid) throw new Error(CUSTODY_ERRORS.wrongAccountPassword);
      const keys = await vaultKeys();
      const secret = await secretFor(password);
      const rescue = keys.rescue ? undefined : await rescuePublicKey(HUMANITY_ACTIONS.create);
      const update = await custody.updateLegacy(owner(), walletAddress(), keys, state.getState().method, secret, rescue);
      await api.vault.saveKeys(update);
      if (current !== generation) return forgetStaleKey();
      emit('wallet:user-patch', { requireWalletUpdate: false });
      await becameUnlocked();
    },

    async needsRescueSignIn(): Promise<boolean> {
      const keys = await vaultKeys();
      return !keys.privateKey && isLegacyVault(keys);
    },

    /** Spec §4 rescue: in a rescue sign-in, open the rescue copy and wrap the key under a new password. */
    async rescue(newPassword: string): Promise<void> {
      const current = generation;
      const rescue = await rescueSecret(HUMANITY_ACTIONS.rescue);
      const keys = await vaultKeys();
      const update = isLegacyVault(keys)
        ? await custody.updateLegacy(owner(), walletAddress(), keys, 'password', newPassword, rescue)
        : await custody.rescue(owner(), walletAddress(), keys, rescue.secret, newPassword);
      await api.vault.saveKeys(update);
      if (current !== generation) return forgetStaleKey();
      state.setState({ method: 'password' });
      emit('wallet:user-patch', { requireWalletUpdate: false });
      await becameUnlocked();
    },

    /** The `wallet:sign` handler: waits for the person's answer in the sign modal; the key never leaves. */
    sign(request: { message: string; purpose: string }): Promise<{ signature: string; address: string }> {
      const { status } = state.getState();
      if (status === 'signed-out' || status === 'no-wallet') {
        if (status === 'no-wallet') openModal({ kind: 'wallet-create', mode: 'create' });
        return Promise.reject(new WalletSignError('no-wallet'));
      }
      if (status === 'legacy') {
        openModal({ kind: 'wallet-create', mode: 'update' });
        return Promise.reject(new WalletSignError('locked'));
      }
      if (status === 'locked') {
        openModal({ kind: 'wallet-locked', variant: 'locked' });
        return Promise.reject(new WalletSignError('locked'));
      }
      // One question at a time: a second request while the first waits is refused, not queued unseen.
      if (pending) return Promise.reject(new WalletSignError('declined'));
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        state.setState({ pendingSignature: { message: request.message, purpose: request.purpose } });
        openModal({ kind: 'wallet-sign' });
      });
    },

    /**
     * The person confirmed in the sign modal (with their password when the key is still sealed).
     * A password that does not open the wallet locks it and fails the request as `locked` (spec §4).
     */
    async confirmSignature(password: string | null): Promise<void> {
      const request = state.getState().pendingSignature;
      if (!request) return;
      if (!custody.isUnlocked()) {
        try {
          await unlockWith(() => secretFor(password));
        } catch (error) {
          settle(new WalletSignError('locked', { cause: error }));
          throw error;
        }
      }
      try {
        const signature = await custody.sign(request.message);
        settle({ signature, address: custody.address() ?? walletAddress() });
      } catch (error) {
        settle(new WalletSignError('failed', { cause: error }));
        throw error;
      }
    },

    declineSignature(): void {
      if (pending) settle(new WalletSignError('declined'));
    },

    refreshBalance,
  };
}

export type WalletSession = ReturnType<typeof createWalletSession>;

/** The API's 403 for a humanity token it does not accept (as opposed to, say, 'Rescue sign-in required'). */
function isHumanityRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  const body = error.body as { message?: unknown } | null;
  return body?.message === HUMANITY_REFUSED;
}
