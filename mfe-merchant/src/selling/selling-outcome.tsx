import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import styles from './selling.module.css';
import type { SellingAction } from './use-selling-action';
import { outcomeNoticeStyles } from '@marketplace/contracts/ui';

/**
 * What an act is waiting for (a polite status line) and how it ended: a success, with where it leads,
 * or what failed, as an alert.
 */
export function SellingOutcome({ action, onFollow }: { action: Pick<SellingAction, 'progress' | 'outcome'>; onFollow?: () => void }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const { progress, outcome } = action;
  return (
    <>
      {progress && (
        <p className={outcomeNoticeStyles.progress} role="status">
          {progress}
        </p>
      )}
      {outcome?.tone === 'error' && (
        <p className={outcomeNoticeStyles.error} role="alert">
          {t(outcome.messageKey, outcome.values ?? {})}
        </p>
      )}
      {outcome?.tone === 'success' && (
        <p className={outcomeNoticeStyles.success} role="status">
          {t(outcome.messageKey, outcome.values ?? {})}{' '}
          {outcome.href && (
            <Link className={styles.link} to={outcome.href} onClick={onFollow}>
              {t('selling.list.view')}
            </Link>
          )}
        </p>
      )}
    </>
  );
}
