import { Wallet } from 'ethers';
import type { VaultEntry, VaultKeysRecord, VaultKeysUpdate } from '@marketplace/contracts/wire';
import { CryptoError } from '../crypto/crypto-errors';
import { decryptWithPassword, encryptWithPassword, needsRewrap } from '../crypto/password-envelope';
import { decryptWithRescueKey, encryptForRescue, rescueKeyPairOf } from '../crypto/rescue-encryption';
import { CUSTODY_ERRORS, UnlockError, WalletLockedError } from './custody-errors';

/** How the person signed in: the vault entry that holds their copy of the key. */
export type UnlockMethod = 'password' | 'google' | 'apple';

export interface Owner {
  userId: string;
}

/** The rescue entry keeps its public key beside the sealed copy, so a later re-wrap needs no secret. */
interface RescueEntryValue {
  publicKey: string;
  sealed: string;
}

/**
 * What a flow holds of the rescue key pair: ordinary sessions only its public half (enough to seal a
 * rescue copy), a rescue sign-in its secret (which also opens one).
 */
export type RescueAccess = { publicKey: string } | { secret: string };

export interface KeyCustodyDeps {
  now?: () => Date;
  /** The iteration count of new envelopes; tests lower it to the spec's 100000 for speed. */
  iterations?: number;
}

/**
 * The one place a private key exists in clear (DESIGN security baseline), behind five operations.
 * No DOM, no React, no network: it receives vault records and secrets and answers vault records, so
 * it can move into an isolated frame on the wallet's own origin without change.
 */
export function createKeyCustody({ now = () => new Date(), iterations }: KeyCustodyDeps = {}) {
  let unlocked: Wallet | null = null;

  const entry = (value: string): VaultEntry => ({ value, time: now().toISOString() });
  const envelopeOptions = (owner: Owner) => ({ userId: owner.userId, ...(iterations ? { iterations } : {}) });

  async function wrapFor(owner: Owner, privateKey: string, method: UnlockMethod, secret: string): Promise<VaultKeysRecord> {
    return { [method]: entry(await encryptWithPassword(privateKey, secret, envelopeOptions(owner))) };
  }

  async function rescueEntry(privateKey: string, rescuePublicKey: string): Promise<VaultEntry> {
    const value: RescueEntryValue = { publicKey: rescuePublicKey, sealed: await encryptForRescue(privateKey, rescuePublicKey) };
    return entry(JSON.stringify(value));
  }

  return {
    /**
     * Makes a wallet (spec §4): the key wrapped under the sign-in method and sealed for rescue.
     * Answers the address to register and the keys record to save; the key stays unlocked.
     * With `existingKey` (link mode) that wallet is adopted instead of a new one generated.
     */
    async create(
      owner: Owner,
      method: UnlockMethod,
      secret: string,
      rescue: RescueAccess,
      existingKey?: string,
    ): Promise<{ address: string; keys: VaultKeysRecord }> {
      let rescuePublicKey: string;
      try {
        rescuePublicKey = await publicHalfOf(rescue);
      } catch (cause) {
        throw new Error(CUSTODY_ERRORS.rescueKeyFailed, { cause });
      }
      try {
        const wallet = existingKey === undefined ? Wallet.createRandom() : new Wallet(existingKey);
        const keys = { ...(await wrapFor(owner, wallet.privateKey, method, secret)), rescue: await rescueEntry(wallet.privateKey, rescuePublicKey) };
        unlocked = new Wallet(wallet.privateKey);
        return { address: wallet.address, keys };
      } catch (cause) {
        throw new Error(CUSTODY_ERRORS.createFailed, { cause });
      }
    },

    /**
     * Opens the method's entry (spec §4). The key counts only if it is the wallet's (address compared
     * without case). Answers entries to save again when the envelope was weaker than today's.
     */
    async unlock(
      owner: Owner,
      walletAddress: string,
      keys: VaultKeysRecord,
      method: UnlockMethod,
      secret: string,
    ): Promise<{ rewrapped: VaultKeysRecord | null }> {
      const { privateKey, envelope } = await openEntry(owner, keys, method, secret);
      unlocked = theWalletAt(privateKey, walletAddress);
      return { rewrapped: needsRewrap(envelope) ? await wrapFor(owner, privateKey, method, secret) : null };
    },

    /**
     * The key itself, for the person to keep (issue 24: before closing the account, the only way to the GEM and
     * collectibles at the address afterwards): opened from the method's entry with its secret every time, even
     * while the wallet is unlocked, so a page left open shows it to nobody who does not know the password. The
     * custody's own state is left as it was.
     */
    async reveal(owner: Owner, walletAddress: string, keys: VaultKeysRecord, method: UnlockMethod, secret: string): Promise<string> {
      const { privateKey } = await openEntry(owner, keys, method, secret);
      return theWalletAt(privateKey, walletAddress).privateKey;
    },

    /** Forgets the key (logout, lock). */
    lock(): void {
      unlocked = null;
    },

    isUnlocked: () => unlocked !== null,
    address: () => unlocked?.address ?? null,

    /** EIP-191 signature of `message`; the key itself never leaves. */
    async sign(message: string): Promise<string> {
      if (!unlocked) throw new WalletLockedError();
      return unlocked.signMessage(message);
    },

    /**
     * Spec §4 rescue: opens the rescue copy with the rescue secret (released to a rescue sign-in),
     * checks it is the wallet's key, and wraps it under the new password. The rescue copy stays.
     */
    async rescue(owner: Owner, walletAddress: string, keys: VaultKeysRecord, rescueSecret: string, newPassword: string): Promise<VaultKeysRecord> {
      if (!keys.rescue) throw new UnlockError(CUSTODY_ERRORS.missingRescue, 'support');
      const privateKey = await openRescueCopy(keys.rescue, rescueSecret);
      unlocked = theWalletAt(privateKey, walletAddress);
      return wrapFor(owner, privateKey, 'password', newPassword);
    },

    /**
     * Spec §4 legacy: re-wraps a vault that holds the key in clear (`privateKey`) or only as a rescue
     * copy (which needs the rescue secret of a rescue sign-in) under the chosen method, adds a rescue
     * copy when there is none (its public half is enough), and answers the update that also removes
     * the plain key.
     */
    async updateLegacy(
      owner: Owner,
      walletAddress: string,
      keys: VaultKeysRecord,
      method: UnlockMethod,
      secret: string,
      rescue?: RescueAccess,
    ): Promise<VaultKeysUpdate> {
      let privateKey: string;
      if (keys.privateKey) privateKey = keys.privateKey.value;
      else if (keys.rescue && rescue && 'secret' in rescue) privateKey = await openRescueCopy(keys.rescue, rescue.secret);
      else throw new UnlockError(keys.rescue ? CUSTODY_ERRORS.missingRecoveryKey : CUSTODY_ERRORS.keyNotFound, 'support');
      const wallet = theWalletAt(privateKey, walletAddress);
      const update: VaultKeysUpdate = { ...(await wrapFor(owner, wallet.privateKey, method, secret)), privateKey: null };
      if (!keys.rescue) {
        if (!rescue) throw new UnlockError(CUSTODY_ERRORS.missingRescue, 'support');
        update.rescue = await rescueEntry(wallet.privateKey, await publicHalfOf(rescue));
      }
      unlocked = wallet;
      return update;
    },

    /** The unlocked key, for the obfuscated one-hour cookie cache only; null while locked. */
    exportForCache: () => unlocked?.privateKey ?? null,

    /** Unlocks from the cache's key, confirmed against the wallet address like any unlock. */
    unlockFromCache(privateKey: string, walletAddress: string): boolean {
      const wallet = walletAt(privateKey, walletAddress);
      if (!wallet) return false;
      unlocked = wallet;
      return true;
    },
  };
}

export type KeyCustody = ReturnType<typeof createKeyCustody>;

/** Spec §5: a private key counts only as the wallet's own, its address compared without case; null otherwise. */
function walletAt(privateKey: string, walletAddress: string): Wallet | null {
  let wallet: Wallet;
  try {
    wallet = new Wallet(privateKey);
  } catch {
    return null;
  }
  return wallet.address.toLowerCase() === walletAddress.toLowerCase() ? wallet : null;
}

async function publicHalfOf(rescue: RescueAccess): Promise<string> {
  return 'publicKey' in rescue ? rescue.publicKey : (await rescueKeyPairOf(rescue.secret)).publicKey;
}

/** Opens the rescue copy of a vault with the rescue secret of a rescue sign-in. */
async function openRescueCopy(rescue: VaultEntry, rescueSecret: string): Promise<string> {
  const { sealed } = JSON.parse(rescue.value) as RescueEntryValue;
  return decryptWithRescueKey(sealed, (await rescueKeyPairOf(rescueSecret)).privateKey);
}

/** The wallet of `privateKey` if it is the wallet at `walletAddress`; 'wallet not found.' (support) otherwise. */
/** The key in the method's vault entry, opened with its secret; a missing entry or a wrong secret is a `locked` failure. */
async function openEntry(owner: Owner, keys: VaultKeysRecord, method: UnlockMethod, secret: string): Promise<{ privateKey: string; envelope: string }> {
  const stored = keys[method];
  if (!stored) throw new UnlockError(CUSTODY_ERRORS.keyTypeNotFound, 'locked');
  try {
    return { privateKey: await decryptWithPassword(stored.value, secret, owner), envelope: stored.value };
  } catch (cause) {
    throw new UnlockError(cause instanceof CryptoError ? cause.message : CUSTODY_ERRORS.keyNotFound, 'locked', { cause });
  }
}

function theWalletAt(privateKey: string, walletAddress: string): Wallet {
  const wallet = walletAt(privateKey, walletAddress);
  if (!wallet) throw new UnlockError(CUSTODY_ERRORS.walletNotFound, 'support');
  return wallet;
}
