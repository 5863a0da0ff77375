import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isLocale, localizePath, splitLocalePath, SUPPORTED_LOCALES } from '@marketplace/contracts';
import { LOCALE_NAMES } from '../i18n/locale-names';
import { useLocale } from '../routing/locale-context';
import styles from './locale-switcher.module.css';

/** Changes the language and keeps the reader on the same page, query and hash included. */
export function LocaleSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return (
    <div className={styles.switcher}>
      <label htmlFor={id} className={styles.label}>
        {t('nav.language')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          navigate(`${localizePath(splitLocalePath(pathname).path, next)}${search}${hash}`);
        }}
      >
        {SUPPORTED_LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
