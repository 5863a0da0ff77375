import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountClosingMutations, accountClosingQueries } from '@marketplace/contracts/http';
import { useLocale, useMarketplaceApi } from '@marketplace/contracts/browser';
import { buttonStyles } from '@marketplace/contracts/ui';
import { showToast } from '../toasts/show-toast';
import styles from './pending-closing-notice.module.css';

/**
 * The band itself, with the closing's read and "Keep my account": loaded only for a signed-in person (a
 * visitor's first load, the prerendered pages', carries none of it).
 */
export function PendingClosingNotice() {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useMarketplaceApi();
  const pending = useQuery(accountClosingQueries.pending(api));
  const keep = useMutation(accountClosingMutations.cancel(api));
  if (!pending.data) return null;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(pending.data.closesAt));
  return (
    <section className={styles.notice} aria-labelledby="account-closing-notice" data-testid="account-closing-notice">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="account-closing-notice" className={styles.heading}>
            {t('accountClosing.heading')}
          </h2>
          <p className={styles.body}>{t('accountClosing.body', { date })}</p>
          {keep.isError ? (
            <p role="alert" className={styles.error}>
              {t('accountClosing.keepFailed')}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          className={buttonStyles.primary}
          aria-disabled={keep.isPending}
          onClick={() => keep.isPending || keep.mutate(undefined, { onSuccess: () => showToast('success', t('accountClosing.kept')) })}
        >
          {t(keep.isPending ? 'accountClosing.keeping' : 'accountClosing.keep')}
        </button>
      </div>
    </section>
  );
}
