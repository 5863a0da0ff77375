import { KIT_NAMESPACE, SHELL_NAMESPACE, splitLocalePath } from '@marketplace/contracts/wire';
import { servedMessagesUrl } from './i18n/load-messages';
import { startEarly } from './startup/early-fetch';
import { prerenderedPayloadUrl } from './startup/prerendered-page';

/**
 * The page's first requests leave with this small entry, not behind the start-up code: the
 * configuration, the page's words (the shell's and the kit's) and, on a prerendered page, its data (which its HTML already
 * preloads). The rest of the start-up is a chunk of its own (a prerendered page names its stylesheets
 * in its HTML).
 */
function startUp(payload: string | null): void {
  startEarly('/config.json', { cache: 'no-store' });
  const { locale } = splitLocalePath(window.location.pathname);
  startEarly(servedMessagesUrl(locale, SHELL_NAMESPACE));
  startEarly(servedMessagesUrl(locale, KIT_NAMESPACE));
  if (payload) startEarly(payload);
  void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

// A prerendered page is painted before anything else is asked for, so its content never waits behind
// the code that takes it over (a hidden tab paints nothing: it starts at once).
const payload = prerenderedPayloadUrl();
if (payload && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(() => startUp(payload), 0));
else startUp(payload);
