import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../../wire/locale/message-namespaces';
import type { Rarity } from '../../wire/entities/collectible';
import styles from './rarity-badge.module.css';

/** A collectible's rarity tier (spec §3): its translated name beside a mark in the tier's colour. */
export function RarityBadge({ rarity }: { rarity: Rarity }) {
  const { t } = useTranslation(KIT_NAMESPACE);
  return (
    <span className={styles.badge} data-rarity={rarity}>
      {t(`rarity.${rarity}`)}
    </span>
  );
}
