import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { formatExactTime, formatRelativeTime, type TransactionRecord } from '@marketplace/contracts/wire';
import { useLocale } from '@marketplace/contracts/browser';
import { usePeopleNames } from '../portal-kit/use-people-names';
import { ActivityAmount } from './activity-amount';
import { ActivityCounterpart } from './activity-counterpart';
import { activityEntryOf } from './activity-entry';
import { ActivityItem } from './activity-item';
import styles from './activity.module.css';

export interface ActivityTableProps {
  /** The rows in the order shown (pending ones first on page 1, spec §4). */
  records: readonly TransactionRecord[];
  /** The signed-in person: which side of each transaction they were on. */
  viewerId: string;
  /** The table's accessible name. */
  label: string;
  /** Shown inside a card that draws its own frame (the dashboard): on a phone the table then draws none. */
  inCard?: boolean;
}

/**
 * The person's transactions: item, what happened and its status, the amount in GEM and USD, who was on
 * the other side and when. A table from a tablet up; on a phone each row stacks into a card whose
 * cells name themselves.
 */
export function ActivityTable({ records, viewerId, label, inCard = false }: ActivityTableProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const locale = useLocale();
  const entries = records.map((record) => ({ record, entry: activityEntryOf(record, viewerId) }));
  const people = entries.flatMap(({ entry }) => (entry.counterpart?.kind === 'user' ? [entry.counterpart.userId] : []));
  const nameOf = usePeopleNames(people, t('activity.someone'));

  return (
    <div className={styles.frame} data-in-card={inCard || undefined}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('activity.columns.item')}</th>
            <th scope="col">{t('activity.columns.activity')}</th>
            <th scope="col" className={styles.numeric}>
              {t('activity.columns.amount')}
            </th>
            <th scope="col">{t('activity.columns.counterpart')}</th>
            <th scope="col">{t('activity.columns.time')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map(({ record, entry }) => (
            <tr key={`${record.status}:${record.id}`} data-status={record.status} data-testid="activity-row">
              <td data-cell="item">
                <ActivityItem record={record} />
              </td>
              <td data-cell="kind">
                <span className={styles.kind}>
                  <span>{t(`activity.kinds.${entry.kind}`)}</span>
                  <span className={styles.chip} data-status={record.status}>
                    {t(record.status === 'PENDING' ? 'activity.status.pending' : 'activity.status.complete')}
                  </span>
                </span>
              </td>
              <td data-cell="amount" className={styles.numeric}>
                <ActivityAmount entry={entry} />
              </td>
              <td data-cell="counterpart">
                <span className={styles.label}>{t('activity.columns.counterpart')}: </span>
                <ActivityCounterpart counterpart={entry.counterpart} nameOf={nameOf} />
              </td>
              <td data-cell="time">
                <time className={styles.time} dateTime={record.time} title={formatExactTime(record.time, locale)}>
                  {formatRelativeTime(record.time, locale)}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
