import { browserStorage, type KeyValueStorage, webStorageKey } from '../site-storage/web-storage-key';
import { HUMANITY_TOKEN_ITEM } from '../../wire/site-storage/storage-registry';
import { HUMANITY_LOAD_FAILED } from './humanity-refusal';

/** Spec §3: the bot-protection token is kept in local storage under this name (the registry's entry). */
export const HUMANITY_TOKEN_STORAGE_KEY = HUMANITY_TOKEN_ITEM.name;

/** The reCAPTCHA v3 shape the provider's script installs (the local provider's too). */
export interface HumanityProvider {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export interface HumanityTokenOptions {
  /** Runtime config `captcha.scriptUrl` and `captcha.siteKey`. */
  scriptUrl: string;
  siteKey: string;
  storage?: KeyValueStorage | null;
  /** Loads the provider's script and answers what it installed. */
  loadProvider?: (scriptUrl: string) => Promise<HumanityProvider>;
  /** Where the load failure is reported (the API client's error log). */
  logError?: (event: string, error: unknown) => void;
}

function loadScriptProvider(scriptUrl: string): Promise<HumanityProvider> {
  const installed = () => (window as Window & { grecaptcha?: HumanityProvider }).grecaptcha;
  const ready = installed();
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      const provider = installed();
      if (provider) resolve(provider);
      else reject(new Error('The humanity script installed nothing'));
    };
    script.onerror = () => reject(new Error(`The humanity script could not be loaded: ${scriptUrl}`));
    document.head.append(script);
  });
}

/**
 * Spec §5: rescue and wallet creation (and a visitor's support ticket or influencer application) send a
 * humanity token in `X-Humanity-Token`. A saved token is reused; otherwise the provider's script is loaded (once) and asked for a token for the named
 * action. A failed load (or a provider that gives no token) is logged as 'reCaptcha failed' and propagated with that text.
 */
export function createHumanityTokens({
  scriptUrl,
  siteKey,
  storage = browserStorage(HUMANITY_TOKEN_ITEM.store),
  loadProvider = loadScriptProvider,
  logError = () => {},
}: HumanityTokenOptions) {
  let provider: Promise<HumanityProvider> | null = null;
  const saved = webStorageKey(HUMANITY_TOKEN_ITEM, {}, storage);

  return {
    async token(action: string): Promise<string> {
      const savedToken = saved.get();
      if (savedToken) return savedToken;
      provider ??= loadProvider(scriptUrl).catch((error: unknown) => {
        provider = null;
        logError(HUMANITY_LOAD_FAILED, error);
        throw new Error(HUMANITY_LOAD_FAILED, { cause: error });
      });
      const loaded = await provider;
      await new Promise<void>((resolve) => loaded.ready(resolve));
      const token = await loaded.execute(siteKey, { action }).catch((error: unknown) => {
        // The provider is there but gave no token (its service unreachable): to the caller, the same failure.
        logError(HUMANITY_LOAD_FAILED, error);
        throw new Error(HUMANITY_LOAD_FAILED, { cause: error });
      });
      saved.set(token);
      return token;
    },

    /** The server refused the saved token (expired, used for another action): the next call asks afresh. */
    discard(): void {
      saved.remove();
    },
  };
}

export type HumanityTokens = ReturnType<typeof createHumanityTokens>;
