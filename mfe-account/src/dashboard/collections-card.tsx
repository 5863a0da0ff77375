import { useQueries } from '@tanstack/react-query';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import { isMerchantActive, type Merchant, resolveCollectibleImageUrl } from '@marketplace/contracts/wire';
import { collectiblesQueries } from '@marketplace/contracts/http';
import { RuntimeConfigContext, useLocalizedPath, useMarketplaceApi, useMerchants } from '@marketplace/contracts/browser';
import { LoadError } from '@marketplace/contracts/ui';
import { CardSkeleton, DashboardCard } from './dashboard-card';
import styles from './dashboard.module.css';

/** One collectible is enough to read a collection's `total`. */
const COUNT_ONLY = { page: 1, pageSize: 1 } as const;

/**
 * A shortcut to the person's collection in each active game (`/collection/{merchant}`), with the game's
 * key art and how many of its collectibles they hold.
 */
export function CollectionsCard({ userId }: { userId: string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const localized = useLocalizedPath();
  const config = useContext(RuntimeConfigContext);
  const { merchants, loaded } = useMerchants();
  const active = merchants.filter(isMerchantActive);
  // The loud read (the collection page's own): a failed count is said, with a retry, never shown as "0 items".
  const counts = useQueries({
    queries: active.map((merchant) => collectiblesQueries.page(api, userId, { merchantId: merchant.id, ...COUNT_ONLY })),
  });
  const failed = counts.filter((count) => count.isError);
  const artOf = (merchant: Merchant) => merchant.artUrl && (config ? resolveCollectibleImageUrl(merchant.artUrl, config.api.main) : merchant.artUrl);

  return (
    <DashboardCard
      title={t('dashboard.collections.title')}
      more={{ to: '/collection', label: t('dashboard.collections.all') }}
      wide
      testId="dashboard-collections"
    >
      {!loaded && <CardSkeleton lines={3} label={t('dashboard.loading')} />}
      {loaded && active.length === 0 && <p className={styles.muted}>{t('dashboard.collections.none')}</p>}
      {failed.length > 0 && (
        <LoadError
          message={t('dashboard.collections.loadError')}
          onRetry={() => {
            for (const count of failed) void count.refetch();
          }}
        />
      )}
      {active.length > 0 && (
        <ul className={styles.games}>
          {active.map((merchant, index) => {
            const art = artOf(merchant);
            const total = counts[index]?.data?.total;
            return (
              <li key={merchant.id}>
                <Link className={styles.game} to={localized(`/collection/${encodeURIComponent(merchant.id)}`)}>
                  {art ? (
                    <img className={styles.gameArt} src={art} alt="" width={640} height={320} loading="lazy" decoding="async" />
                  ) : (
                    <span className={styles.gameArtBlank} />
                  )}
                  <span className={styles.gameName}>{merchant.name}</span>
                  {/* A failed count is left out (the card says it failed above), never shown as "Counting…" for ever. */}
                  {!counts[index]?.isError && (
                    <span className={styles.gameCount}>
                      {total === undefined ? t('dashboard.collections.counting') : t('dashboard.collections.items', { count: total })}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardCard>
  );
}
