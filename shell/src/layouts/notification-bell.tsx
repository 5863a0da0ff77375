import { Icon } from '@iconify/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { NotificationList, NotificationRecord } from '@marketplace/contracts/wire';
import { notificationsKeys } from '@marketplace/contracts/http';
import { useLocalizedPath, useReadAllNotifications, useReadNotification } from '@marketplace/contracts/browser';
import { NotificationEntry, VisuallyHidden } from '@marketplace/contracts/ui';
import { showToast } from '../toasts/show-toast';
import styles from './notification-bell.module.css';
import { usePointerOutsideCloses } from './use-pointer-outside-closes';

/** Spec §9: the popover shows the latest page, 4 notifications. */
const FIRST_PAGE = { page: 1 } as const;

/**
 * The header's bell (spec §4, §9): the unread count, and a popover of the latest notifications, each
 * read as it is opened; "Mark all read" and the way to the whole list. The list is the first page the
 * shell polls (the session user's), read again as the popover opens.
 */
export function NotificationBell({ notifications }: { notifications: NotificationList }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const client = useQueryClient();
  const readOne = useReadNotification();
  const readAll = useReadAllNotifications();
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const headingId = useId();
  const area = usePointerOutsideCloses(open, setOpen);
  const button = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  const { unread, records } = notifications;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the popover
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    heading.current?.focus();
    void client.invalidateQueries({ queryKey: notificationsKeys.list(FIRST_PAGE) });
  }, [open, client]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const failed = () => showToast('error', t('notificationCentre.readFailed'));
  const openEntry = (record: NotificationRecord) => {
    if (!record.read) readOne.mutate(record, { onError: failed });
    setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the area only catches Escape bubbling from the bell and its open panel, whose controls take the focus
    <div
      ref={area}
      className={styles.bellArea}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={popoverId}
        aria-haspopup="dialog"
        data-testid="notification-bell"
        onClick={() => setOpen(!open)}
      >
        <Icon icon="lucide:bell" className={styles.icon} aria-hidden="true" />
        <VisuallyHidden>
          {t('header.notifications')}. {t('header.unread', { count: unread })}
        </VisuallyHidden>
        {unread > 0 && (
          <span className={styles.badge} data-testid="unread-count" aria-hidden="true">
            {unread}
          </span>
        )}
      </button>
      <div id={popoverId} className={styles.popover} role="dialog" aria-labelledby={headingId} hidden={!open} data-testid="notification-popover">
        <div className={styles.head}>
          <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
            {t('notificationCentre.heading')}
          </h2>
          <button type="button" className={styles.textButton} disabled={unread === 0} onClick={() => readAll.mutate(undefined, { onError: failed })}>
            {t('notificationCentre.markAllRead')}
          </button>
        </div>
        {records.length > 0 ? (
          <ul className={styles.list}>
            {records.map((record) => (
              <li key={record.id}>
                <NotificationEntry record={record} onOpen={openEntry} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{t('notificationCentre.emptyShort')}</p>
        )}
        <Link className={styles.seeAll} to={localized('/user-portal/notifications')} onClick={() => setOpen(false)}>
          {t('notificationCentre.seeAll')}
        </Link>
      </div>
    </div>
  );
}
