import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import type { SupportTicket } from '@marketplace/contracts/wire';
import { buttonStyles } from '@marketplace/contracts/ui';
import styles from './support-form.module.css';

interface SupportTicketReceivedProps {
  ticket: SupportTicket;
  email: string;
  onWriteAnother: () => void;
}

/** The form's success state: the ticket's number to quote, where the confirmation went, and a way to write again. */
export function SupportTicketReceived({ ticket, email, onWriteAnother }: SupportTicketReceivedProps) {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);

  // The form the focus was in is gone: the focus moves to what replaced it, so a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className={styles.received} role="status">
      <h3 ref={heading} tabIndex={-1} className={styles.receivedHeading}>
        {t('support.received.heading')}
      </h3>
      <p>
        {t('support.received.reference')} <strong className={styles.reference}>{ticket.reference}</strong>
      </p>
      <p>{t('support.received.mailed', { email })}</p>
      <button type="button" className={buttonStyles.secondary} onClick={onWriteAnother}>
        {t('support.received.another')}
      </button>
    </div>
  );
}
