import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../../wire/locale/message-namespaces';
import styles from './consent-categories.module.css';

export interface ConsentCategoriesProps {
  /** Whether the analytics box is ticked (what the visitor is about to choose, not yet saved). */
  analytics: boolean;
  onAnalyticsChange: (analytics: boolean) => void;
}

/**
 * The cookie categories a visitor chooses from, the same in the shell's consent banner and the cookie
 * policy's settings: necessary (always on, so shown ticked and locked) and analytics, each with what it does.
 */
export function ConsentCategories({ analytics, onAnalyticsChange }: ConsentCategoriesProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const id = useId();
  return (
    <fieldset className={styles.categories}>
      <legend className={styles.legend}>{t('consent.categoriesLegend')}</legend>
      <div className={styles.category}>
        <input id={`${id}-necessary`} type="checkbox" checked disabled aria-describedby={`${id}-necessary-help`} />
        <label htmlFor={`${id}-necessary`} className={styles.label}>
          {t('consent.necessary')} <span className={styles.always}>{t('consent.alwaysOn')}</span>
        </label>
        <p id={`${id}-necessary-help`} className={styles.help}>
          {t('consent.necessaryHelp')}
        </p>
      </div>
      <div className={styles.category}>
        <input
          id={`${id}-analytics`}
          type="checkbox"
          checked={analytics}
          onChange={(event) => onAnalyticsChange(event.currentTarget.checked)}
          aria-describedby={`${id}-analytics-help`}
          data-consent-category="analytics"
        />
        <label htmlFor={`${id}-analytics`} className={styles.label}>
          {t('consent.analytics')}
        </label>
        <p id={`${id}-analytics-help`} className={styles.help}>
          {t('consent.analyticsHelp')}
        </p>
      </div>
    </fieldset>
  );
}
