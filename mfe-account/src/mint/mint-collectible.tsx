import { useContext, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { resolveCollectibleImageUrl, type CollectibleDetail } from '@marketplace/contracts/wire';
import { RuntimeConfigContext } from '@marketplace/contracts/browser';
import { RarityBadge } from '@marketplace/contracts/ui';
import styles from './mint-checkout.module.css';

/** What the mint buys: picture, name and rarity; a plain "Collectible" while (or if) its detail is unknown. */
export function MintCollectible({ detail }: { detail: CollectibleDetail | null }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const headingId = useId();
  // Read without the throwing hook: the remote's own harness runs without the shell's config.
  const config = useContext(RuntimeConfigContext);
  const imageUrl = detail && (config ? resolveCollectibleImageUrl(detail.imageUrl, config.api.main) : detail.imageUrl);

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.imageFrame}>
        {/* The name is the heading beside it: the picture adds nothing a screen reader should repeat. */}
        {imageUrl ? <img className={styles.image} src={imageUrl} alt="" loading="lazy" /> : null}
      </div>
      <h2 id={headingId} className={styles.heading}>
        {detail?.name ?? t('mint.collectibleFallbackName')}
      </h2>
      {detail ? (
        <p className={styles.rarityRow}>
          <span>{t('mint.rarityLabel')}</span>
          <RarityBadge rarity={detail.rarity} />
        </p>
      ) : null}
    </section>
  );
}
