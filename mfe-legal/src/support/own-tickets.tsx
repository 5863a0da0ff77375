import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import { useSearchParams } from 'react-router';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import { supportQueries } from '@marketplace/contracts/http';
import { EmptyState, LoadError } from '@marketplace/contracts/ui';
import styles from './own-tickets.module.css';
import { TicketSummary } from './ticket-summary';

/**
 * A signed-in person's tickets, newest first: number, topic, when, status, and the file they sent. The
 * acknowledgement mail links here with `?ticket=SR-…`: that ticket is marked.
 */
export function OwnTickets() {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const [searchParams] = useSearchParams();
  const linked = searchParams.get('ticket');
  const headingId = useId();
  const { data: tickets, isPending, isError, refetch } = useQuery(supportQueries.list(useMarketplaceApi()));

  return (
    <section className={styles.tickets} aria-labelledby={headingId} aria-busy={isPending || undefined}>
      <h2 id={headingId} className={styles.heading}>
        {t('support.tickets.heading')}
      </h2>
      {isPending ? (
        <ul className={styles.list} aria-hidden="true">
          {[0, 1].map((index) => (
            <li key={index} className={styles.skeleton} />
          ))}
        </ul>
      ) : isError ? (
        <LoadError message={t('support.tickets.loadError')} onRetry={() => void refetch()} />
      ) : tickets.length === 0 ? (
        <EmptyState title={t('support.tickets.emptyTitle')} body={t('support.tickets.emptyBody')} />
      ) : (
        <ul className={styles.list}>
          {tickets.map((ticket) => (
            <TicketSummary
              key={ticket.id}
              ticket={ticket}
              linked={ticket.reference === linked}
              meta={ticket.attachmentName && <span>{t('support.tickets.attachment', { name: ticket.attachmentName })}</span>}
            >
              <p className={styles.message}>{ticket.message}</p>
            </TicketSummary>
          ))}
        </ul>
      )}
    </section>
  );
}
