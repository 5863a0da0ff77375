import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import styles from './activity.module.css';
import skeleton from '../portal-kit/portal-skeleton.module.css';

/** The activity table's shape while it loads: its head and `rows` pulsing rows, announced once. */
export function ActivitySkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <div className={styles.frame} role="status" aria-busy="true">
      <span className={skeleton.visuallyHidden}>{t('activity.loading')}</span>
      <table className={styles.table} aria-hidden="true">
        <tbody>
          {Array.from({ length: rows }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
            <tr key={index}>
              <td data-cell="item">
                <span className={styles.item}>
                  <span className={styles.thumbnailBlank} />
                  <span className={skeleton.bar} />
                </span>
              </td>
              <td data-cell="kind">
                <span className={skeleton.barShort} />
              </td>
              <td data-cell="amount">
                <span className={skeleton.bar} />
              </td>
              <td data-cell="counterpart">
                <span className={skeleton.barShort} />
              </td>
              <td data-cell="time">
                <span className={skeleton.barShort} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
