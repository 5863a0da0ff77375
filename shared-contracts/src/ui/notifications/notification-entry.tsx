import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../../wire/locale/message-namespaces';
import { Link } from 'react-router';
import { useLocale, useLocalizedPath } from '@marketplace/contracts/browser';
import type { NotificationRecord } from '../../wire/entities/notification';
import { formatExactTime, formatRelativeTime } from '../../wire/format/relative-time';
import { VisuallyHidden } from '../visually-hidden';
import styles from './notification-entry.module.css';
import { notificationParams } from './notification-params';
import { notificationTarget } from './notification-target';

export interface NotificationEntryProps {
  record: NotificationRecord;
  /** Called as the person opens it (before a link navigates): mark it read, close a popover. */
  onOpen: (record: NotificationRecord) => void;
}

/**
 * The message of a notification in the page's language: its `translationId` in the server's
 * `notifications` file, filled with its params (amounts written as every page writes GEM).
 */
export function useNotificationText(): (record: NotificationRecord) => string {
  const { t } = useTranslation(KIT_NAMESPACE);
  return ({ translationId, params }) =>
    t(translationId, { ...notificationParams(params), ns: 'notifications', defaultValue: t('notificationCentre.unknownMessage') });
}

/**
 * One notification as the header's popover and the notifications page show it: the text, when it came
 * (relative in the page's locale, the exact time on hover), unread marked by a dot and for screen readers. A link when it leads somewhere,
 * a button otherwise; opening it calls `onOpen` either way.
 */
export function NotificationEntry({ record, onOpen }: NotificationEntryProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const locale = useLocale();
  const localized = useLocalizedPath();
  const text = useNotificationText();
  const target = notificationTarget(record);
  const content = (
    <>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.text}>
        {!record.read && <VisuallyHidden>{t('notificationCentre.unreadMark')}: </VisuallyHidden>}
        {text(record)}
      </span>
      <time className={styles.time} dateTime={record.time} title={formatExactTime(record.time, locale)}>
        {formatRelativeTime(record.time, locale)}
      </time>
    </>
  );
  const shared = { className: styles.entry, 'data-unread': String(!record.read), 'data-testid': 'notification-entry', onClick: () => onOpen(record) };
  return target ? (
    <Link to={localized(target)} {...shared}>
      {content}
    </Link>
  ) : (
    <button type="button" {...shared}>
      {content}
    </button>
  );
}
