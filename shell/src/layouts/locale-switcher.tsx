import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isLocale, localizePath, splitLocalePath, SUPPORTED_LOCALES, type Locale } from '@marketplace/contracts/wire';
import { userSettingsMutations } from '@marketplace/contracts/http';
import { sessionStore, useLocale } from '@marketplace/contracts/browser';
import { useShellServices } from '../services/shell-services-context';
import { rememberLocale } from '../cookies/marketplace-cookies';
import { LOCALE_NAMES } from '../i18n/locale-names';
import styles from './locale-switcher.module.css';
import { useHydrated } from '../startup/use-hydrated';

/**
 * The choice outlives the page: the locale cookie for everyone, `preferredLocale` on the account of a
 * signed-in user (its failure changes nothing on screen, so it is only logged by the client).
 */
function rememberChoice(locale: Locale, saveOnAccount: (locale: Locale) => void): void {
  rememberLocale(locale);
  const { user } = sessionStore.getState();
  if (!user) return;
  sessionStore.setState({ user: { ...user, preferredLocale: locale } });
  saveOnAccount(locale);
}

/** Changes the language and keeps the reader on the same page, query and hash included. */
export function LocaleSwitcher() {
  const { api } = useShellServices();
  const saveLocale = useMutation(userSettingsMutations.setLocale(api));
  const { t } = useTranslation();
  const id = useId();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  // On a prerendered page the select works once React has taken it over (useHydrated).
  const hydrated = useHydrated();
  return (
    <div className={styles.switcher}>
      <label htmlFor={id} className={styles.label}>
        {t('nav.language')}
      </label>
      {/* On a phone the select shows as the language's code; the select itself lies over it, so a tap opens it as ever. */}
      <span className={styles.control}>
        <span className={styles.code} aria-hidden="true">
          {locale.toUpperCase()}
        </span>
        <select
          id={id}
          className={styles.select}
          value={locale}
          disabled={!hydrated}
          onChange={(event) => {
            const next = event.target.value;
            if (!isLocale(next)) return;
            rememberChoice(next, (preferredLocale) => saveLocale.mutate({ preferredLocale }));
            navigate(`${localizePath(splitLocalePath(pathname).path, next)}${search}${hash}`);
          }}
        >
          {SUPPORTED_LOCALES.map((option) => (
            <option key={option} value={option} lang={option}>
              {LOCALE_NAMES[option]}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
