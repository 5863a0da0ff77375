import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import { useIsLoggedIn } from '@marketplace/contracts/browser';
import { OwnTickets } from './own-tickets';
import { SupportFaq } from './support-faq';
import { SupportForm } from './support-form';
import styles from './support-center.module.css';
import { TicketReceipt } from './ticket-receipt';
import { useReceiptFromAddress } from './use-receipt-from-address';
import { cardStyles } from '@marketplace/contracts/ui';

/**
 * The support page's content: the ticket a visitor's acknowledgement mail links to (first: that is why they came), the
 * answers (most questions end there), the contact form beside them, then one's own tickets.
 */
export function SupportCenter() {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const signedIn = useIsLoggedIn();
  const contactId = useId();
  const receipt = useReceiptFromAddress();
  return (
    <div className={styles.center}>
      <p className={styles.lead}>{t('support.lead')}</p>
      {receipt && <TicketReceipt receipt={receipt} />}
      <div className={styles.columns}>
        <SupportFaq />
        <section className={`${cardStyles.snugOnPhone} ${styles.contact}`} aria-labelledby={contactId} id="contact">
          <h2 id={contactId} className={cardStyles.heading}>
            {t('support.form.heading')}
          </h2>
          <SupportForm />
        </section>
      </div>
      {signedIn && <OwnTickets />}
    </div>
  );
}
