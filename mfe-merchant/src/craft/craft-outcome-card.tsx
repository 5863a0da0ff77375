import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import type { CraftOutcome } from '@marketplace/contracts/wire';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { CollectibleImage, RarityBadge } from '@marketplace/contracts/ui';
import { craftPaths } from './craft-paths';
import styles from './craft-outcome-card.module.css';

const OUTCOME_IMAGE_SIZES = '6rem';

/** A craft that succeeded: the new collectible, now the person's, and the way to its page. */
export function CraftOutcomeCard({ outcome }: { outcome: CraftOutcome }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const localized = useLocalizedPath();
  const { result } = outcome;
  return (
    <div className={styles.card} role="status" data-crafted={result.id}>
      <span className={styles.image}>
        <CollectibleImage src={result.imageUrl} alt={result.name} sizes={OUTCOME_IMAGE_SIZES} eager />
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{t('craft.action.success', { name: result.name })}</span>
        <RarityBadge rarity={result.rarity} />
        <Link className={styles.link} to={localized(craftPaths.collectible(result.id))}>
          {t('craft.action.viewCollectible', { name: result.name })}
        </Link>
      </span>
    </div>
  );
}
