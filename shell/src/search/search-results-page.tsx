import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SEARCH_LIMIT_MAX, SEARCH_QUERY_MIN_LENGTH, type SearchAnswer } from '@marketplace/contracts/wire';
import { searchQueries } from '@marketplace/contracts/http';
import { useLocalizedPath, useMarketplaceApi } from '@marketplace/contracts/browser';
import { buttonStyles, EmptyState, LoadError, PageFrame, VisuallyHidden } from '@marketplace/contracts/ui';
import { useCurrentMerchant } from '../merchants/current-merchant-store';
import { hitsOf, SEARCH_GROUPS } from './search-groups';
import { SearchHitView } from './search-hit-view';
import { searchHitKey, searchHitPath, searchResultsPath } from './search-paths';
import styles from './search-results-page.module.css';

/** The groups while the answer loads: rows of the same size, so nothing moves when it arrives. */
function ResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('search.searching')}</VisuallyHidden>
      {[0, 1].map((section) => (
        <div key={section} className={styles.section} aria-hidden="true">
          <span className={styles.skeletonHeading} />
          <ul className={styles.list}>
            {[0, 1, 2].map((row) => (
              <li key={row} className={styles.skeletonRow}>
                <span className={styles.skeletonPicture} />
                <span className={styles.skeletonLine} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function ResultGroups({ answer, query }: { answer: SearchAnswer; query: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const merchantId = useCurrentMerchant();
  const groups = SEARCH_GROUPS.map((group) => ({ ...group, hits: hitsOf(answer, group.kind), total: answer[group.kind].total })).filter(
    (group) => group.hits.length > 0,
  );
  if (groups.length === 0) {
    return (
      <EmptyState
        title={t('search.emptyTitle', { query })}
        body={t('search.emptyBody')}
        action={
          <Link className={buttonStyles.secondary} to={localized(`/store/${encodeURIComponent(merchantId)}`)}>
            {t('search.browseStore')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <p role="status" className={styles.summary}>
        {t('search.resultCount', { count: groups.reduce((sum, group) => sum + group.total, 0), query })}
      </p>
      {groups.map((group) => (
        <section key={group.kind} className={styles.section} aria-labelledby={`search-${group.kind}`}>
          <h2 id={`search-${group.kind}`} className={styles.heading}>
            {t(group.label)} <span className={styles.count}>{group.total}</span>
          </h2>
          <ul className={styles.list}>
            {group.hits.map((found) => (
              <li key={searchHitKey(found)}>
                <Link className={styles.result} to={localized(searchHitPath(found))}>
                  <SearchHitView found={found} size="large" />
                </Link>
              </li>
            ))}
          </ul>
          {group.total > group.hits.length && <p className={styles.more}>{t('search.more', { shown: group.hits.length, count: group.total })}</p>}
        </section>
      ))}
    </>
  );
}

/** `/search?q=`: everything the search finds for the text of the address, grouped, with a field to search again. */
export function SearchResultsPage() {
  const { t } = useTranslation();
  const api = useMarketplaceApi();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const fieldId = useId();
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const asking = query.length >= SEARCH_QUERY_MIN_LENGTH;
  const results = useQuery({ ...searchQueries.find(api, { q: query, limit: SEARCH_LIMIT_MAX }), enabled: asking });

  return (
    <PageFrame owner="shell" heading={asking ? t('search.resultsHeading', { query }) : t('routes.search.heading')}>
      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for some browsers still in use (and for jsdom); the role says the same */}
      <form
        role="search"
        className={styles.form}
        action={localized('/search')}
        onSubmit={(event) => {
          event.preventDefault();
          navigate(localized(searchResultsPath(String(new FormData(event.currentTarget).get('q') ?? ''))));
        }}
      >
        <label htmlFor={fieldId} className={styles.label}>
          {t('search.label')}
        </label>
        <div className={styles.row}>
          <input
            key={query}
            id={fieldId}
            name="q"
            type="search"
            className={styles.input}
            defaultValue={query}
            maxLength={64}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className={buttonStyles.primary}>
            {t('search.submit')}
          </button>
        </div>
      </form>
      {!asking ? (
        <p className={styles.hint}>{t('search.tooShort', { count: SEARCH_QUERY_MIN_LENGTH })}</p>
      ) : results.data ? (
        <ResultGroups answer={results.data} query={query} />
      ) : results.isError ? (
        <LoadError message={t('search.loadError')} onRetry={() => void results.refetch()} />
      ) : (
        <ResultsSkeleton />
      )}
    </PageFrame>
  );
}
