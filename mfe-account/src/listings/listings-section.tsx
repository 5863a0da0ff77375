import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import type { ListingBulkChange, ListingBulkResult } from '@marketplace/contracts/wire';
import { marketQueries } from '@marketplace/contracts/http';
import { pageCount, pageOf, useLocalizedPath, useMarketplaceApi } from '@marketplace/contracts/browser';
import { buttonStyles, EmptyState, LoadError, Pager } from '@marketplace/contracts/ui';
import { ChangeOutcomes } from './change-outcomes';
import { LISTING_STATES, listingsHref, type ListingState, stateInSearch, statusOfState } from './listing-states';
import { ListingsSkeleton } from './listings-skeleton';
import { ListingsTable } from './listings-table';
import { RepriceForm } from './reprice-form';
import { useListingChanges } from './use-listing-changes';
import { WithdrawConfirm } from './withdraw-confirm';
import styles from './listings.module.css';

/** Listings a page: a screenful on a desktop, and few enough to reprice at once (the API takes up to 50). */
export const LISTINGS_PAGE_SIZE = 20;

type Ended = { results: ListingBulkResult[]; names: Map<string, string> } | { failureKey: string };

/**
 * `/user-portal/listings`: the person's market listings of one state (on sale, reserved, sold, withdrawn;
 * the state and the page in the address), and, for the ones on sale, a way to choose several (each, or
 * all on the page) and reprice or withdraw them in one go, each change standing alone.
 */
export function ListingsSection() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const localized = useLocalizedPath();
  const [search] = useSearchParams();
  const state = stateInSearch(search);
  const page = pageOf(search);
  const listings = useQuery({
    ...marketQueries.own(api, { status: statusOfState(state), page, pageSize: LISTINGS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const changes = useListingChanges();
  // The choice belongs to one list: another state or page starts with none chosen.
  const view = `${state}:${page}`;
  const [selection, setSelection] = useState<{ view: string; ids: ReadonlySet<string> }>({ view, ids: new Set() });
  const chosen = selection.view === view ? selection.ids : new Set<string>();
  const [panel, setPanel] = useState<'reprice' | 'withdraw' | null>(null);
  const [ended, setEnded] = useState<Ended | null>(null);
  const outcomes = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (ended) outcomes.current?.focus();
  }, [ended]);

  const records = listings.data?.records ?? [];
  const chosenListings = records.filter((listing) => chosen.has(listing.id) && listing.status === 'ACTIVE');
  const choose = (ids: ReadonlySet<string>) => setSelection({ view, ids });

  async function apply(asked: ListingBulkChange[]) {
    const names = new Map(chosenListings.map((listing) => [listing.id, listing.collectible.name]));
    setEnded(null);
    const end = await changes.apply(asked);
    if ('results' in end) {
      setEnded({ results: end.results, names });
      setPanel(null);
      choose(new Set());
    } else if (end.failureKey) {
      setEnded({ failureKey: end.failureKey });
    }
  }

  const progress =
    changes.activity === 'signing' ? t('listingsPage.progress.signing') : changes.activity === 'sending' ? t('listingsPage.progress.sending') : null;

  return (
    <div className={styles.page}>
      <nav className={styles.states} aria-label={t('listingsPage.statesLabel')}>
        {LISTING_STATES.map((each) => (
          <Link key={each} className={styles.state} to={localized(listingsHref(each, 1))} aria-current={each === state ? 'page' : undefined}>
            {t(`listingsPage.states.${each}`)}
          </Link>
        ))}
      </nav>
      {ended && 'results' in ended && <ChangeOutcomes ref={outcomes} results={ended.results} names={ended.names} onDismiss={() => setEnded(null)} />}
      {ended && 'failureKey' in ended && (
        <div ref={outcomes} className={styles.failure} role="alert" tabIndex={-1}>
          {t(ended.failureKey)}
        </div>
      )}
      {listings.isPending && <ListingsSkeleton rows={5} label={t('listingsPage.loading')} />}
      {listings.isError && <LoadError message={t('listingsPage.loadError')} onRetry={() => void listings.refetch()} />}
      {listings.isSuccess && records.length === 0 && <ListingsEmpty state={state} page={page} />}
      {listings.isSuccess && records.length > 0 && (
        <>
          {state === 'active' && (
            <div className={styles.toolbar} data-testid="listings-toolbar">
              <p className={styles.chosenCount} aria-live="polite">
                {chosenListings.length === 0 ? t('listingsPage.chooseHint') : t('listingsPage.chosen', { count: chosenListings.length })}
              </p>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={buttonStyles.primary}
                  disabled={chosenListings.length === 0 || changes.busy}
                  aria-expanded={panel === 'reprice'}
                  onClick={() => setPanel('reprice')}
                >
                  {t('listingsPage.actions.reprice')}
                </button>
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  disabled={chosenListings.length === 0 || changes.busy}
                  aria-expanded={panel === 'withdraw'}
                  onClick={() => setPanel('withdraw')}
                >
                  {t('listingsPage.actions.withdraw')}
                </button>
              </div>
            </div>
          )}
          {panel === 'reprice' && chosenListings.length > 0 && (
            <RepriceForm
              // A new choice starts the form again from the current prices.
              key={chosenListings.map((listing) => listing.id).join()}
              listings={chosenListings}
              busy={changes.busy}
              progress={progress}
              onSubmit={(asked) => void apply(asked)}
              onCancel={() => setPanel(null)}
            />
          )}
          {panel === 'withdraw' && chosenListings.length > 0 && (
            <WithdrawConfirm
              listings={chosenListings}
              busy={changes.busy}
              progress={progress}
              onConfirm={() => void apply(chosenListings.map((listing) => ({ action: 'WITHDRAW', listingId: listing.id })))}
              onCancel={() => setPanel(null)}
            />
          )}
          <div aria-busy={listings.isPlaceholderData || undefined}>
            <ListingsTable
              listings={records}
              label={t('listingsPage.tableLabel', { state: t(`listingsPage.states.${state}`) })}
              selected={state === 'active' ? chosen : null}
              onSelect={(id, on) => {
                const next = new Set(chosen);
                if (on) next.add(id);
                else next.delete(id);
                choose(next);
              }}
              onSelectAll={(on) => choose(new Set(on ? records.filter((listing) => listing.status === 'ACTIVE').map((listing) => listing.id) : []))}
            />
          </div>
          <div className={styles.pager}>
            <Pager page={page} totalPages={pageCount(listings.data.total, LISTINGS_PAGE_SIZE)} hrefFor={(target) => localized(listingsHref(state, target))} />
          </div>
        </>
      )}
    </div>
  );
}

/** No listing of this state: on sale, the way to the collection, where an item is listed; past the last page, the way back to the first. */
function ListingsEmpty({ state, page }: { state: ListingState; page: number }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const localized = useLocalizedPath();
  if (page > 1) {
    return (
      <EmptyState
        title={t('listingsPage.emptyPage.title')}
        body={t('listingsPage.emptyPage.body')}
        action={
          <Link className={buttonStyles.secondary} to={localized(listingsHref(state, 1))}>
            {t('listingsPage.emptyPage.action')}
          </Link>
        }
      />
    );
  }
  return (
    <EmptyState
      title={t(`listingsPage.empty.${state}`)}
      body={t('listingsPage.empty.body')}
      action={
        <Link className={buttonStyles.primary} to={localized('/collection')}>
          {t('listingsPage.empty.action')}
        </Link>
      }
    />
  );
}
