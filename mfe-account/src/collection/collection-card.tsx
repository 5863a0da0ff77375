import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { marketplaceBus, useLocale, useLocalizedPath } from '@marketplace/contracts/browser';
import type { CollectionItem } from '@marketplace/contracts/wire';
import { buttonStyles, FavouriteButton, ItemCard } from '@marketplace/contracts/ui';
import styles from './collection.module.css';

interface CollectionCardProps {
  collectible: CollectionItem;
  /** The game's name where the grid mixes games; null where it shows one. */
  gameName: string | null;
  /** The viewer owns it: it can be listed for sale and its offers answered. */
  owned: boolean;
  eager: boolean;
}

/** The path of a collectible's public page (`/collectible/{id}`). */
export const collectiblePath = (collectibleId: string) => `/collectible/${encodeURIComponent(collectibleId)}`;

/**
 * One collectible of a collection: the card leads to its page and carries its serial ("No. 7/22"), so
 * copies of one set are told apart; its meta is one short line each (the game where the grid mixes games,
 * the day it was received), so cards of a row line up; above them, how many offers on it are open, when any
 * are (the bottom lines still line up). An owned one has one "Manage" action in its footer that opens the
 * merchant remote's selling dialog through the bus (listing it, answering its offers), so this remote never
 * imports that one.
 */
export function CollectionCard({ collectible, gameName, owned, eager }: CollectionCardProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const locale = useLocale();
  const localized = useLocalizedPath();
  const received = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(collectible.receivedTime));
  const { serial } = collectible.properties;
  const openOffers = collectible.openOffers ?? 0;
  const openSelling = () => marketplaceBus.emit('selling:open', { collectibleId: collectible.id, merchantId: collectible.merchantId });
  return (
    <ItemCard
      href={localized(collectiblePath(collectible.id))}
      imageUrl={collectible.imageUrl}
      name={collectible.name}
      rarity={collectible.rarity}
      // The merchant's stack page numbers its copies in these words.
      badge={serial ? t('market.stack.serial', { serial }) : undefined}
      meta={
        <span className={styles.cardMeta}>
          {openOffers > 0 && <span className={`${styles.cardMetaLine} ${styles.cardOffers}`}>{t('collection.card.openOffers', { count: openOffers })}</span>}
          {gameName && <span className={styles.cardMetaLine}>{gameName}</span>}
          <span className={styles.cardMetaLine}>
            <span className={styles.visuallyHidden}>{t('collection.card.received', { date: received })}</span>
            <time dateTime={collectible.receivedTime} aria-hidden="true">
              {received}
            </time>
          </span>
        </span>
      }
      eager={eager}
      corner={<FavouriteButton item={{ merchantId: collectible.merchantId, setId: collectible.setId }} name={collectible.name} />}
      footer={
        owned ? (
          <button
            type="button"
            className={`${buttonStyles.secondary} ${styles.cardAction}`}
            onClick={openSelling}
            aria-label={t('collection.card.manageLabel', { name: collectible.name })}
          >
            {t('collection.card.manage')}
          </button>
        ) : undefined
      }
    />
  );
}
