import type { HumanityProvider } from '@marketplace/contracts/browser';
import type { RuntimeConfig } from '../../wire/config/runtime-config-schema';

/** The `captcha` part of the runtime config for tests: the provider is never fetched when a fake is installed. */
export const TEST_CAPTCHA_CONFIG: RuntimeConfig['captcha'] = { siteKey: 'test-site-key', scriptUrl: 'http://humanity.test/api.js' };

type WithProvider = Window & { grecaptcha?: HumanityProvider };

/**
 * Puts a fake reCAPTCHA-v3 provider on the page, as the provider's script would, answering the given
 * tokens in turn (then `token-n`) and recording the action of each request in `actions`. While `failing`
 * is true every token request rejects, as an unreachable provider does. `remove` takes it away and forgets
 * the saved token (reCaptchaToken), so the next test starts as a new visitor.
 */
export function installFakeHumanityProvider({
  tokens = ['humanity-token-1', 'humanity-token-2'],
  failing = false,
}: {
  tokens?: string[];
  failing?: boolean;
} = {}) {
  const queue = [...tokens];
  const fake = {
    failing,
    actions: [] as string[],
    remove(): void {
      delete (window as WithProvider).grecaptcha;
      window.localStorage.clear();
    },
  };
  (window as WithProvider).grecaptcha = {
    ready: (callback) => callback(),
    execute: async (_siteKey, { action }) => {
      fake.actions.push(action);
      if (fake.failing) throw new Error('Humanity check failed: 503');
      return queue.shift() ?? 'token-n';
    },
  };
  return fake;
}
