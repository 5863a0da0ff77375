import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import { supportQueries } from '@marketplace/contracts/http';
import { ApiError } from '@marketplace/contracts/wire';
import { EmptyState, LoadError } from '@marketplace/contracts/ui';
import styles from './own-tickets.module.css';
import { TicketSummary } from './ticket-summary';

/** A receipt the API does not know (404) or refuses as malformed (400): the link is wrong, trying again will not help. */
function isUnknownReceipt(error: Error): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * The ticket a visitor's acknowledgement mail links to, by its receipt: marked, with its number, topic, status and when it
 * was sent, so the link does what the mail says without an account. What was written is not shown (the receipt is a link in a
 * mailbox, not a sign-in). A wrong link says so; a failed read says what failed, with a retry.
 */
export function TicketReceipt({ receipt }: { receipt: string }) {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const headingId = useId();
  const { data: ticket, isPending, error, refetch } = useQuery(supportQueries.receipt(useMarketplaceApi(), receipt));

  return (
    <section className={styles.tickets} aria-labelledby={headingId} aria-busy={isPending || undefined} data-testid="ticket-receipt">
      <h2 id={headingId} className={styles.heading}>
        {t('support.receipt.heading')}
      </h2>
      {isPending ? (
        <ul className={styles.list} aria-hidden="true">
          <li className={styles.skeleton} />
        </ul>
      ) : error ? (
        isUnknownReceipt(error) ? (
          <EmptyState title={t('support.receipt.unknownTitle')} body={t('support.receipt.unknownBody')} />
        ) : (
          <LoadError message={t('support.receipt.loadError')} onRetry={() => void refetch()} />
        )
      ) : (
        <ul className={styles.list}>
          <TicketSummary ticket={ticket} linked>
            {/* The receipt leaves the address and is kept nowhere, so a reload shows nothing: the text sends them back to the mail. */}
            <p>{t('support.receipt.statusFromMail')}</p>
          </TicketSummary>
        </ul>
      )}
    </section>
  );
}
