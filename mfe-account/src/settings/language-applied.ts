import type { i18n as I18n } from 'i18next';
import type { Locale } from '@marketplace/contracts/wire';

/** How long to wait for the shell to switch the page's language before speaking in whatever it is then. */
export const LANGUAGE_SWITCH_WAIT_MS = 5000;

/**
 * Resolves once the page's i18next speaks `locale`: at once when it already does, else when the shell
 * has loaded that catalogue and switched (`languageChanged`), or after `waitMs` if it never does (its
 * catalogue failed to load), so a caller waiting to say something in the new language always gets to.
 */
export function languageApplied(i18n: I18n, locale: Locale, waitMs: number = LANGUAGE_SWITCH_WAIT_MS): Promise<void> {
  if (i18n.language === locale) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      i18n.off('languageChanged', changed);
      resolve();
    };
    const changed = (language: string) => {
      if (language === locale) done();
    };
    const timer = setTimeout(done, waitMs);
    i18n.on('languageChanged', changed);
  });
}
