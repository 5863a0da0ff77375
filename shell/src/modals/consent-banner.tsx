import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Cookies from 'js-cookie';
import { saveConsent, useLocalizedPath } from '@marketplace/contracts/browser';
import { buttonStyles, ConsentCategories } from '@marketplace/contracts/ui';
import type { ModalBodyProps } from '../modal-queue/modal-registry';
import styles from './consent-banner.module.css';

/**
 * The first-visit cookie choice: accept all, reject what is not necessary, or choose per category. Any
 * answer is kept 365 days and applies at once (analytics starts or never loads); the cookie policy page
 * changes it later.
 */
export function ConsentBanner({ onClose }: ModalBodyProps<'consent'>) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const [choosing, setChoosing] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const choices = useRef<HTMLDivElement>(null);

  // "Choose" gives way to the categories: keyboard focus moves to the first one that can change, not to the page's top.
  useEffect(() => {
    if (choosing) choices.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
  }, [choosing]);

  const decide = (allowAnalytics: boolean) => {
    saveConsent(Cookies, { analytics: allowAnalytics });
    onClose();
  };

  return (
    <div className={styles.banner}>
      <div className={styles.text}>
        <h2 className={styles.heading}>{t('consent.bannerHeading')}</h2>
        <p className={styles.body}>
          {t('consent.bannerBody')}{' '}
          <Link to={localized('/legal/cookies')} className={styles.link}>
            {t('consent.policyLink')}
          </Link>
        </p>
        {choosing && (
          <div className={styles.choices} ref={choices}>
            <ConsentCategories analytics={analytics} onAnalyticsChange={setAnalytics} />
          </div>
        )}
      </div>
      <div className={styles.actions}>
        {choosing ? (
          <button type="button" className={buttonStyles.primary} onClick={() => decide(analytics)}>
            {t('consent.saveChoices')}
          </button>
        ) : (
          <>
            <button type="button" className={buttonStyles.secondary} onClick={() => setChoosing(true)}>
              {t('consent.choose')}
            </button>
            <button type="button" className={buttonStyles.secondary} onClick={() => decide(false)}>
              {t('consent.rejectNonEssential')}
            </button>
            <button type="button" className={buttonStyles.primary} onClick={() => decide(true)}>
              {t('consent.acceptAll')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
