import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import { useLocale } from '@marketplace/contracts/browser';
import type { SupportTicketReceipt } from '@marketplace/contracts/wire';
import styles from './own-tickets.module.css';

interface TicketSummaryProps {
  ticket: SupportTicketReceipt;
  /** The one the acknowledgement mail linked to: outlined, and `aria-current` for a screen reader. */
  linked: boolean;
  /** What only its author sees beside the summary (the message), before the meta line. */
  children?: ReactNode;
  /** Extra entries of the meta line (the attachment's name). */
  meta?: ReactNode;
}

/** One ticket as a card (a list item): its number, status, topic and when it was sent. Shared by the author's list and a visitor's receipt. */
export function TicketSummary({ ticket, linked, children, meta }: TicketSummaryProps) {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const locale = useLocale();
  const sent = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ticket.createdAt));
  return (
    <li className={styles.ticket} aria-current={linked ? 'true' : undefined}>
      <div className={styles.top}>
        <span className={styles.reference}>{ticket.reference}</span>
        <span className={styles.status} data-status={ticket.status}>
          {t(`support.tickets.status.${ticket.status}`)}
        </span>
      </div>
      <p className={styles.topic}>{t(`support.topics.${ticket.topic}`)}</p>
      {children}
      <p className={styles.meta}>
        <time dateTime={ticket.createdAt}>{sent}</time>
        {meta}
      </p>
    </li>
  );
}
