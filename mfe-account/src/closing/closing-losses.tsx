import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { collectiblesQueries } from '@marketplace/contracts/http';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import { formatGem, gemDecimalOf } from '@marketplace/contracts/wire';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import styles from './closing.module.css';

/** One collectible is enough to read the collection's `total`. */
const COUNT_ONLY = { page: 1, pageSize: 1 } as const;

/**
 * What closing takes away and what becomes of the rest, with the person's own figures: the collectibles they
 * hold and their GEM stay at their wallet address (the terms: the key is theirs, the marketplace never holds
 * it), reachable only with the key once the account is gone; listings and offers are withdrawn; the profile and
 * the address are erased; the records of trades stay without their name.
 */
export function ClosingLosses({ userId, balance, showBalance }: { userId: string; balance: number; showBalance: boolean }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const held = useQuery(collectiblesQueries.page(api, userId, COUNT_ONLY));
  return (
    <ul className={styles.losses} data-testid="closing-losses">
      <li>
        {held.isPending
          ? t('closing.losses.collectiblesCounting')
          : held.isError
            ? t('closing.losses.collectiblesUnknown')
            : t('closing.losses.collectibles', { count: held.data.total })}
      </li>
      <li>
        {/* The figure only where the person shows their balance (the header's eye): a shared screen shows none. */}
        {showBalance ? t('closing.losses.gem', { amount: formatGem(gemDecimalOf(balance)) }) : t('closing.losses.gemHidden')}
      </li>
      <li>{t('closing.losses.listingsAndOffers')}</li>
      <li>{t('closing.losses.profile')}</li>
      <li>{t('closing.losses.records')}</li>
    </ul>
  );
}
