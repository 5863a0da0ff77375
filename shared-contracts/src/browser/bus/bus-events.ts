import type { ConsentChoice } from '../consent/consent-choice';
import type { UserState } from '../../wire/entities/user';
import type { Locale } from '../../wire/locale/locales';
import type { WalletModalRequest } from '../../wire/wallet/wallet-modals';
import { createEventBus } from './event-bus';

/**
 * What code outside the shell may ask the shell, the one writer of the session (DESIGN rule 4), to
 * change in the signed-in user's state: anything but who is signed in, which only signing in sets.
 */
export type SessionUserPatch = Partial<Omit<UserState, 'authToken' | 'id'>>;

/** The user-state fields the wallet remote may ask the shell (their owner) to change. */
export type WalletUserPatch = Partial<Pick<UserState, 'walletAddress' | 'walletLocked' | 'requireWalletUpdate' | 'balance'>>;

/** A collectible whose sale the merchant remote's selling dialog opens on: list it, change or withdraw it, its offers. */
export interface SellingDialogRequest {
  collectibleId: string;
  merchantId: string;
}

/** Every event that crosses the seam, one entry each. Who emits and who listens is in the comment. */
export type MarketplaceEvents = {
  /** Client → shell: a 401 from the main or identity API. */
  'session:expired': { status: 401; request: string };
  /**
   * Any remote → shell: the person chose to sign out from inside a remote's body (the terms modal, which
   * cannot be dismissed, offers it as its way out); the shell closes the dialogs asked of that person
   * and signs out, leaving a page that needs a signed-in user. `source` names the asking body, for logs.
   */
  'session:sign-out-requested': { source: string };
  /**
   * Any remote or shared mutation → shell: put what the server kept (or an optimistic change, or its
   * rollback) into the signed-in user's state, so the header follows at once. Ignored when nobody is
   * signed in. Sent through `sessionUserAccess.patch`.
   */
  'session:user-patch': SessionUserPatch;
  /** Client → shell: a 503 from the main API. */
  maintenance: { request: string };
  /** Client → shell: the main API refused a purchase or sale because the terms in force are not accepted (a 403). */
  'terms:required': { request: string };
  /** Shell → everyone: the page locale changed. */
  'locale:changed': { locale: Locale };
  /**
   * Account remote → shell: the account's preferred language was saved (`PUT /api/users/self/locale`
   * answered); the shell applies it: the page's language with its URL prefix, the locale cookie, the session user.
   */
  'locale:preferred': { locale: Locale };
  /** Any remote → shell: show a toast (bottom-right, 5 s). The text is already translated. */
  toast: { tone: 'success' | 'error' | 'info'; message: string };
  /** Wallet → shell: show one of the wallet's modals in the page's one queue (dropped on `/rescue` where spec §4 says so). */
  'wallet:modal': WalletModalRequest;
  /** Wallet → shell: close the wallet's modals of this kind (a prompt answered elsewhere). */
  'wallet:modal-done': { kind: WalletModalRequest['kind'] };
  /** Any remote → wallet: something just moved GEM (a purchase paid, an offer accepted): read the balance again. */
  'wallet:balance-changed': { reason: string };
  /** Wallet → shell: the wallet changed what the user state says of it (created, locked, unlocked, balance). */
  'wallet:user-patch': WalletUserPatch;
  /**
   * Any remote → shell: open the selling dialog (the merchant remote's `SellingModal`) in the page's one
   * modal queue, so a page of another remote (a collection, a collectible) offers selling without importing it.
   */
  'selling:open': SellingDialogRequest;
  /**
   * Shell or legal remote → everyone: the visitor saved a cookie choice (banner or cookie policy page);
   * the shell starts or stops analytics at once. The choice is already in the consent cookie.
   */
  'consent:changed': ConsentChoice;
};

/** Requests that exactly one party answers. */
export type MarketplaceRequests = {
  /**
   * Any remote → wallet: sign a message with the user's key, after the person confirms it in the
   * wallet's dialog; the key never leaves the wallet. Rejects with a `WalletSignError`. Ask with
   * `WALLET_SIGN_TIMEOUT_MS`: the bus's default timeout is too short for a person.
   */
  'wallet:sign': { request: { message: string; purpose: string }; response: { signature: string; address: string } };
};

/**
 * The one bus of the page. shared-contracts is a Module Federation singleton,
 * so shell and every remote hold this same instance.
 */
export const marketplaceBus = createEventBus<MarketplaceEvents, MarketplaceRequests>();
