import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { Link, useSearchParams } from 'react-router';
import { REFERRAL_REWARD_PERCENT_OF_FEE, type RecordList } from '@marketplace/contracts/wire';
import { referralsQueries } from '@marketplace/contracts/http';
import { pageCount, useLocalizedPath, useMarketplaceApi, usePageInUrl, useSessionUser, withPage } from '@marketplace/contracts/browser';
import { cardStyles, EmptyState, LoadError, Pager } from '@marketplace/contracts/ui';
import { ReferralLinkCard } from './referral-link-card';
import { referralLinkOf } from './referral-link';
import { ReferralRewardsList } from './referral-rewards-list';
import { ReferralRowsSkeleton } from './referral-rows-skeleton';
import { type ReferralTab, referralTabOf, referralTabPath } from './referral-tabs';
import { ReferredUsersList } from './referred-users-list';
import styles from './referrals.module.css';

export const REFERRALS_PATH = '/user-portal/referrals';
/** Rows a page of either list shows. */
export const REFERRALS_PAGE_SIZE = 10;

/**
 * `/user-portal/referrals`: the person's referral link, how the reward works, and two lists in tabs —
 * the people who joined with the link and the rewards their purchases earned — each paged in the address.
 */
export function ReferralsSection() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const user = useSessionUser();
  const api = useMarketplaceApi();
  const localize = useLocalizedPath();
  const [search] = useSearchParams();
  const tab = referralTabOf(search);
  const page = usePageInUrl();
  const pageOf = (listTab: ReferralTab) => (listTab === tab ? page : 1);

  const people = useQuery({ ...referralsQueries.usersPage(api, { page: pageOf('people'), pageSize: REFERRALS_PAGE_SIZE }), placeholderData: keepPreviousData });
  const rewards = useQuery({
    ...referralsQueries.transactionsPage(api, { page: pageOf('rewards'), pageSize: REFERRALS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const shown = tab === 'people' ? people : rewards;
  const tabPath = referralTabPath(REFERRALS_PATH, tab);

  return (
    <div className={styles.section}>
      {user?.id && <ReferralLinkCard link={referralLinkOf(window.location.origin, { id: user.id, username: user.username })} />}
      <HowItWorks />
      <nav className={styles.tabs} aria-label={t('referrals.tabs.label')}>
        <TabLink tab="people" current={tab} count={people.data?.total} />
        <TabLink tab="rewards" current={tab} count={rewards.data?.total} />
      </nav>
      <div className={styles.tabPanel} aria-busy={shown.isFetching}>
        {shown.isPending ? (
          <ReferralRowsSkeleton count={3} />
        ) : shown.isError ? (
          <LoadError message={t(`referrals.${tab}.loadError`)} onRetry={() => void shown.refetch()} />
        ) : tab === 'people' ? (
          <ListOrEmpty tab="people" list={people.data}>
            {(records) => <ReferredUsersList people={records} />}
          </ListOrEmpty>
        ) : (
          <ListOrEmpty tab="rewards" list={rewards.data}>
            {(records) => <ReferralRewardsList rewards={records} />}
          </ListOrEmpty>
        )}
        {shown.isSuccess && (
          <Pager page={page} totalPages={pageCount(shown.data.total, REFERRALS_PAGE_SIZE)} hrefFor={(target) => localize(withPage(tabPath, target))} />
        )}
      </div>
    </div>
  );
}

function HowItWorks() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <section className={`${cardStyles.card} ${styles.howItWorks}`} aria-labelledby="referrals-how-heading">
      <h2 id="referrals-how-heading" className={cardStyles.heading}>
        {t('referrals.how.heading')}
      </h2>
      <ol className={styles.steps}>
        <li>{t('referrals.how.share')}</li>
        <li>{t('referrals.how.join')}</li>
        <li>{t('referrals.how.earn', { percent: REFERRAL_REWARD_PERCENT_OF_FEE })}</li>
      </ol>
    </section>
  );
}

function TabLink({ tab, current, count }: { tab: ReferralTab; current: ReferralTab; count: number | undefined }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const localize = useLocalizedPath();
  return (
    <Link className={styles.tab} to={localize(referralTabPath(REFERRALS_PATH, tab))} aria-current={tab === current ? 'page' : undefined}>
      {t(`referrals.tabs.${tab}`)}
      {count !== undefined && <span className={styles.tabCount}>{count}</span>}
    </Link>
  );
}

/** A list's rows, or what to do while it is empty. */
function ListOrEmpty<T>({ tab, list, children }: { tab: ReferralTab; list: RecordList<T> | undefined; children: (records: T[]) => ReactNode }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  if (!list || list.records.length === 0) {
    return <EmptyState title={t(`referrals.${tab}.emptyTitle`)} body={t(`referrals.${tab}.emptyBody`)} />;
  }
  return children(list.records);
}
