import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountClosingQueries } from '@marketplace/contracts/http';
import { useLocale, useMarketplaceApi } from '@marketplace/contracts/browser';
import { cardStyles, LoadError, VisuallyHidden } from '@marketplace/contracts/ui';
import { AdminTableHead } from './admin-table-head';
import styles from './pending-closings.module.css';

/**
 * The accounts set to close, for the ADMIN (issue 24): who (the public name, or the id of an account without
 * one; never an address), when they asked and when the closing happens, soonest first. Read-only: an ADMIN
 * can neither hurry nor stop someone's closing; the person cancels it by signing in.
 */
export function PendingClosings() {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useMarketplaceApi();
  const closings = useQuery(accountClosingQueries.pendingForAdmin(api));
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className={`${cardStyles.card} ${styles.card}`} aria-labelledby="pending-closings-heading" data-testid="pending-closings">
      <h2 id="pending-closings-heading" className={cardStyles.heading}>
        {t('admin.closings.heading')}
      </h2>
      <p className={cardStyles.intro}>{t('admin.closings.intro')}</p>
      {closings.isPending && <VisuallyHidden role="status">{t('app.loading')}</VisuallyHidden>}
      {closings.isError && <LoadError message={t('admin.closings.loadError')} onRetry={() => void closings.refetch()} />}
      {closings.data?.records.length === 0 && <p className={cardStyles.intro}>{t('admin.closings.none')}</p>}
      {closings.data && closings.data.records.length > 0 && (
        <div className={styles.scroller}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('admin.closings.total', { count: closings.data.total })}</caption>
            <AdminTableHead columns={[t('admin.closings.account'), t('admin.closings.requestedAt'), t('admin.closings.closesAt')]} />
            <tbody>
              {closings.data.records.map((closing) => (
                <tr key={closing.userId}>
                  <th scope="row" className={closing.username ? undefined : styles.id}>
                    {closing.username ?? closing.userId}
                  </th>
                  <td>{format.format(new Date(closing.requestedAt))}</td>
                  <td>{format.format(new Date(closing.closesAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
