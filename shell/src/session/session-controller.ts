import type { StoreApi } from 'zustand/vanilla';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { SIGNED_OUT, type SessionState } from '@marketplace/contracts/browser';
import type { ModalQueue } from '../modal-queue/modal-queue';
import { offersNewWallet } from '../modal-queue/welcome-request';
import type { StartupApi, StartupResult } from './login-startup';
import type { SignedInHint } from './signed-in-hint';
import { startupPrompts } from './startup-prompts';
import type { WalletPromptMemory } from './wallet-prompt-memory';

export type SignedInSteps = typeof import('./signed-in-steps');

/** Spec §9: the login loader stays at least this long, so it never flashes. */
export const LOGIN_LOADER_MIN_MS = 1000;

/** Spec §8 text of a sign-in that could not even start. */
export const OAUTH_START_FAILED = 'Failed to initialize OAuth login';

export interface SessionControllerDeps {
  api: StartupApi & Pick<MarketplaceApi, 'oauth'>;
  store: StoreApi<SessionState>;
  modals: ModalQueue;
  /** Logout's cookie part: the user's id-named cookies and the referral. */
  clearUserCookies: (userId: string | null) => void;
  readReferral: () => string | undefined;
  /** Full page navigation, to the identity provider. */
  assign: (url: string) => void;
  /** Brings the signed-in start-up's code (`./signed-in-steps`), a chunk of its own. */
  loadSignedInSteps: () => Promise<SignedInSteps>;
  /** Whether the last page had a session, so a returning user's start-up code is asked for at once. */
  hint: SignedInHint;
  /** Whether this tab's person closed the start-up's wallet offer, so a reload does not offer it again. */
  walletPrompt: WalletPromptMemory;
  /** Whether this browser has made its cookie choice; a newcomer who has not makes it in the welcome. */
  cookieChoiceMade: () => boolean;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export interface SignInRequest {
  authPath: 'login' | 'signup';
  /** Path of this site to come back to. */
  redirect: string;
  rescue?: boolean;
}

/** Sign-in, login startup, restore on reload and logout: the session's whole life (spec §4). */
export function createSessionController({
  api,
  store,
  modals,
  clearUserCookies,
  readReferral,
  assign,
  loadSignedInSteps,
  hint,
  walletPrompt,
  cookieChoiceMade,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now = () => Date.now(),
}: SessionControllerDeps) {
  async function startUp(token: string, expiresAt: string, steps: Promise<SignedInSteps>): Promise<StartupResult> {
    store.setState({ token, expiresAt: Date.parse(expiresAt), user: null });
    try {
      const { runLoginStartup, mustAcceptTerms } = await steps;
      const result = await runLoginStartup(api, token);
      store.setState({ user: result.user });
      hint.remember(true);
      // The terms first, so they are accepted before anything else is asked or done; a newcomer's in one welcome.
      const prompts = startupPrompts({
        terms: mustAcceptTerms(result.user) ? { firstTime: result.user.acceptedTermsVersion === null } : null,
        wallet: result.walletPrompt === 'create' && walletPrompt.wasClosed() ? null : result.walletPrompt,
        cookieChoiceMade: cookieChoiceMade(),
      });
      for (const request of prompts) {
        const key = modals.open(request);
        if (offersNewWallet(request)) rememberWalletOfferClosed(key);
      }
      return result;
    } catch (error) {
      signOut();
      throw error;
    }
  }

  /** Once the person closes the offer of a new wallet (declined, or a wallet made), this tab's reloads stop offering it. */
  function rememberWalletOfferClosed(key: number): void {
    const stop = modals.store.subscribe(({ queue }) => {
      if (queue.some((queued) => queued.key === key)) return;
      stop();
      if (store.getState().token !== null) walletPrompt.remember();
    });
  }

  function signOut(): void {
    const userId = store.getState().user?.id ?? null;
    store.setState(SIGNED_OUT, true);
    hint.remember(false);
    walletPrompt.forget();
    clearUserCookies(userId);
    // The API's session cookie (what restores a reload) goes too; failing to reach it changes nothing here.
    void api.oauth.endSession().catch(() => undefined);
  }

  let restoring: Promise<boolean> | null = null;

  return {
    /** `/loading?auth=true`: asks for the identity provider's address and goes there. */
    async beginSignIn({ authPath, redirect, rescue = false }: SignInRequest): Promise<void> {
      const referral = readReferral();
      const request = { authPath, redirect, ...(referral ? { referral } : {}) };
      let url: string;
      try {
        url = await (rescue ? api.oauth.rescueSignInUrl(request) : api.oauth.signInUrl(request));
      } catch (cause) {
        throw new Error(OAUTH_START_FAILED, { cause });
      }
      assign(url);
    },

    /**
     * `/loading?code=`: exchanges the one-time code and runs login startup under the login loader,
     * shown at least LOGIN_LOADER_MIN_MS. Any failure leaves the visitor signed out and rethrows.
     */
    async completeSignIn(code: string): Promise<StartupResult> {
      const started = now();
      const loader = modals.open({ kind: 'login-loader' });
      // The start-up's code comes while the code is exchanged.
      const steps = loadSignedInSteps();
      steps.catch(() => undefined);
      try {
        const { token, expiresAt } = await api.oauth.exchangeCode(code);
        // A new sign-in offers the wallet again, whatever an earlier session of the tab declined.
        walletPrompt.forget();
        return await startUp(token, expiresAt, steps);
      } catch (error) {
        if (store.getState().token !== null) signOut();
        throw error;
      } finally {
        await sleep(Math.max(0, LOGIN_LOADER_MIN_MS - (now() - started)));
        modals.close(loader);
      }
    },

    /** On page load: the API's session cookie gives the token back, so a reload keeps the user signed in. */
    restore(): Promise<boolean> {
      restoring = (async () => {
        // A returning user's start-up code is fetched beside the question, not after its answer; a visitor's never is.
        const early = hint.wasSignedIn() ? loadSignedInSteps() : null;
        early?.catch(() => undefined);
        const session = await api.oauth.resumeSession().catch(() => null);
        if (!session) {
          hint.remember(false);
          return false;
        }
        try {
          await startUp(session.token, session.expiresAt, early ?? loadSignedInSteps());
          return true;
        } catch {
          return false;
        }
      })();
      return restoring;
    },

    /**
     * Resolves once the page knows who is there: when the start-up's `restore` has settled (a
     * prerendered page shows before it has). What waits on it sees a returning user signed in, and
     * that user's own start-up prompts already queued.
     */
    whenKnown(): Promise<unknown> {
      return restoring ?? Promise.resolve();
    },

    signOut,
  };
}

export type SessionController = ReturnType<typeof createSessionController>;
