import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import type { StackCompletion } from '@marketplace/contracts/wire';
import { CollectibleImage, FavouriteButton, GemPrice, RarityBadge } from '@marketplace/contracts/ui';
import styles from './market-stack.module.css';

interface StackSummaryProps {
  merchantId: string;
  completion: StackCompletion;
  /** How many copies others have on sale; undefined while that loads. */
  listed: number | undefined;
  /** The cheapest of them, when known. */
  floor: string | undefined;
}

/** The set at a glance: its art, rarity, how many are on sale and from what price. */
export function StackSummary({ merchantId, completion, listed, floor }: StackSummaryProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  return (
    <section className={styles.summary} aria-label={t('market.stack.summaryLabel', { name: completion.name })}>
      <div className={styles.summaryImage}>
        <CollectibleImage src={completion.imageUrl} alt={completion.name} sizes="(max-width: 36rem) 8rem, 15rem" eager />
      </div>
      <div className={styles.summaryFacts}>
        <RarityBadge rarity={completion.rarity} />
        <p className={styles.onSale}>{listed === undefined ? '\u00a0' : t('market.stack.onSale', { count: listed })}</p>
        {floor && (
          <div className={styles.floor}>
            <span className={styles.factLabel}>{t('market.stack.floor')}</span>
            <GemPrice amount={floor} />
          </div>
        )}
        <FavouriteButton item={{ merchantId, setId: completion.setId }} name={completion.name} variant="labelled" />
      </div>
    </section>
  );
}
