import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import { formatExactTime, formatGem, formatRelativeTime, type OfferAgent, type OfferGroup, type OfferRecord } from '@marketplace/contracts/wire';
import { useLocale, useLocalizedPath } from '@marketplace/contracts/browser';
import { buttonStyles, CollectibleImage, GemPrice, RarityBadge } from '@marketplace/contracts/ui';
import { AcceptConfirm } from './accept-confirm';
import { openOffersBestFirst } from './offer-list-changes';
import { OfferStatusChip } from './offer-status-chip';
import type { OfferActions } from './use-offer-actions';
import styles from './offers.module.css';

export interface OfferGroupCardProps {
  group: OfferGroup;
  /** SELLER: offers received on the person's collectible; BUYER: the offers they made on someone else's. */
  agent: OfferAgent;
  actions: OfferActions;
  nameOf: (userId: string) => string;
}

/** The open offers first (best price first), then the answered ones, newest first as the API lists them. */
function shownOrder(offers: readonly OfferRecord[]): OfferRecord[] {
  return [...openOffersBestFirst(offers), ...offers.filter((offer) => offer.status !== 'OPEN')];
}

/**
 * One collectible and its offers: the item's art, name and rarity (linking to its page), then each
 * offer with who made it, the price in GEM and USD, when and its status, and what the person may do.
 */
export function OfferGroupCard({ group, agent, actions, nameOf }: OfferGroupCardProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const locale = useLocale();
  const localized = useLocalizedPath();
  const headingId = useId();
  const [confirming, setConfirming] = useState<string | null>(null);
  const { collectible } = group;
  const bidderOf = (offer: OfferRecord) => (agent === 'BUYER' ? t('offersPage.you') : nameOf(offer.bidderId));
  const busyOn = (offer: OfferRecord) => actions.activity?.offerId === offer.id;

  return (
    <article className={styles.group} aria-labelledby={headingId} data-testid="offer-group">
      <div className={styles.groupItem}>
        <Link className={styles.groupArt} to={localized(`/collectible/${collectible.id}`)} tabIndex={-1} aria-hidden="true">
          <CollectibleImage src={collectible.imageUrl} alt="" sizes="(max-width: 47.99rem) 4.5rem, 7rem" />
        </Link>
        <div className={styles.groupFacts}>
          <h2 className={styles.groupName} id={headingId}>
            <Link to={localized(`/collectible/${collectible.id}`)}>{collectible.name}</Link>
          </h2>
          <RarityBadge rarity={collectible.rarity} />
          {agent === 'SELLER' && group.bestPrice && (
            <p className={styles.best}>
              <span className={styles.muted}>{t('offersPage.bestOpen')}</span> <GemPrice amount={group.bestPrice} />
            </p>
          )}
        </div>
      </div>
      <ul className={styles.offers} aria-label={t('offersPage.offersOn', { item: collectible.name })}>
        {shownOrder(group.offers).map((offer) => (
          <li key={offer.id} className={styles.offer} data-status={offer.status} data-testid="offer-row">
            <div className={styles.offerFacts}>
              <span className={styles.bidder}>
                {agent === 'SELLER' ? <Link to={localized(`/user/${offer.bidderId}`)}>{bidderOf(offer)}</Link> : bidderOf(offer)}
              </span>
              <GemPrice amount={offer.price} />
              <time className={styles.time} dateTime={offer.time} title={formatExactTime(offer.time, locale)}>
                {formatRelativeTime(offer.time, locale)}
              </time>
              <OfferStatusChip status={offer.status} />
            </div>
            {offer.status === 'OPEN' && busyOn(offer) && (
              <p className={styles.progress} role="status">
                {t(actions.activity?.step === 'signing' ? 'offersPage.progress.signing' : 'offersPage.progress.sending')}
              </p>
            )}
            {offer.status === 'OPEN' && agent === 'SELLER' && confirming === offer.id && (
              <AcceptConfirm
                offer={offer}
                itemName={collectible.name}
                bidderName={bidderOf(offer)}
                busy={actions.busy}
                onCancel={() => setConfirming(null)}
                onConfirm={() => void actions.accept(offer, group, bidderOf(offer)).then(() => setConfirming(null))}
              />
            )}
            {offer.status === 'OPEN' && agent === 'SELLER' && confirming !== offer.id && (
              <div className={styles.actions}>
                <button
                  type="button"
                  className={buttonStyles.primary}
                  disabled={actions.busy}
                  aria-label={t('offersPage.acceptLabel', { price: formatGem(offer.price), name: bidderOf(offer), item: collectible.name })}
                  onClick={() => setConfirming(offer.id)}
                >
                  {t('offersPage.accept')}
                </button>
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  disabled={actions.busy}
                  aria-label={t('offersPage.declineLabel', { price: formatGem(offer.price), name: bidderOf(offer), item: collectible.name })}
                  onClick={() => void actions.decline(offer, group, bidderOf(offer))}
                >
                  {t('offersPage.decline')}
                </button>
              </div>
            )}
            {offer.status === 'OPEN' && agent === 'BUYER' && (
              <div className={styles.actions}>
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  disabled={actions.busy}
                  aria-label={t('offersPage.withdrawLabel', { price: formatGem(offer.price), item: collectible.name })}
                  onClick={() => void actions.withdraw(offer, group)}
                >
                  {t('offersPage.withdraw')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </article>
  );
}
