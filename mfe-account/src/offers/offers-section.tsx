import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_MERCHANT_ID, OFFERS_PAGE_SIZE, type OfferAgent } from '@marketplace/contracts/wire';
import { offersQueries, type OfferListQuery } from '@marketplace/contracts/http';
import { pageCount, pageOf, useLocalizedPath, useMarketplaceApi, withPage } from '@marketplace/contracts/browser';
import { buttonStyles, EmptyState, LoadError, Pager } from '@marketplace/contracts/ui';
import { usePeopleNames } from '../portal-kit/use-people-names';
import { OfferGroupCard } from './offer-group-card';
import { OffersSkeleton } from './offers-skeleton';
import { useOfferActions } from './use-offer-actions';
import styles from './offers.module.css';

const OFFERS_PATH = '/user-portal/offers';

/** The two lists of the page, each its own address: received is where the person has something to do. */
const TABS: ReadonlyArray<{ agent: OfferAgent; label: string; path: string }> = [
  { agent: 'SELLER', label: 'offersPage.tabs.received', path: OFFERS_PATH },
  { agent: 'BUYER', label: 'offersPage.tabs.made', path: `${OFFERS_PATH}?agent=BUYER` },
];

/** The list the address asks for (`?agent=BUYER` for the offers made; received otherwise). */
export function agentOf(search: URLSearchParams): OfferAgent {
  return search.get('agent') === 'BUYER' ? 'BUYER' : 'SELLER';
}

/**
 * `/user-portal/offers`: the offers the person received on their collectibles and those they made,
 * grouped by collectible (spec §7 `groupBy=COLLECTIBLE`), 5 groups a page (spec §9), the list and the
 * page in the address. Received offers are accepted (signed by the wallet) or declined; made ones withdrawn.
 */
export function OffersSection() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const localized = useLocalizedPath();
  const [search] = useSearchParams();
  const agent = agentOf(search);
  const page = pageOf(search);
  const query: OfferListQuery = { agent, page, pageSize: OFFERS_PAGE_SIZE };
  const offers = useQuery(offersQueries.page(api, query));
  const actions = useOfferActions(query);
  const bidders = agent === 'SELLER' ? (offers.data?.records.flatMap((group) => group.offers.map((offer) => offer.bidderId)) ?? []) : [];
  const nameOf = usePeopleNames(bidders, t('offersPage.someone'));
  const tabPath = TABS.find((entry) => entry.agent === agent)?.path ?? OFFERS_PATH;

  return (
    <div className={styles.section}>
      <nav aria-label={t('offersPage.tabs.label')}>
        <ul className={styles.tabs}>
          {TABS.map((entry) => (
            <li key={entry.agent}>
              <Link className={styles.tab} to={localized(entry.path)} aria-current={entry.agent === agent ? 'page' : undefined}>
                {t(entry.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {offers.isPending && <OffersSkeleton groups={3} />}
      {offers.isError && <LoadError message={t('offersPage.loadError')} onRetry={() => void offers.refetch()} />}
      {offers.isSuccess && offers.data.records.length === 0 && (
        <EmptyState
          title={t(agent === 'SELLER' ? 'offersPage.empty.receivedTitle' : 'offersPage.empty.madeTitle')}
          body={t(agent === 'SELLER' ? 'offersPage.empty.receivedBody' : 'offersPage.empty.madeBody')}
          action={
            <Link className={buttonStyles.primary} to={localized(agent === 'SELLER' ? '/collection' : `/market/${DEFAULT_MERCHANT_ID}`)}>
              {t(agent === 'SELLER' ? 'offersPage.empty.receivedAction' : 'offersPage.empty.madeAction')}
            </Link>
          }
        />
      )}
      {offers.isSuccess && offers.data.records.length > 0 && (
        <>
          <div className={styles.groups}>
            {offers.data.records.map((group) => (
              <OfferGroupCard key={group.collectible.id} group={group} agent={agent} actions={actions} nameOf={nameOf} />
            ))}
          </div>
          <Pager page={page} totalPages={pageCount(offers.data.total, OFFERS_PAGE_SIZE)} hrefFor={(n) => localized(withPage(tabPath, n))} />
        </>
      )}
    </div>
  );
}
