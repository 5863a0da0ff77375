import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { buttonStyles } from '@marketplace/contracts/ui';
import type { PlayersOnlySale } from './players-only-sale';
import styles from './buy-panel.module.css';

/** Why Buy is not offered on a players-only item (spec §6), and where someone who does not play yet can start. */
export function PlayersOnlyNotice({ sale }: { sale: PlayersOnlySale }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  return (
    <div className={styles.playersOnly} data-players-only="">
      <p className={styles.playersOnlyTitle}>
        <LockIcon />
        {t('buy.playersOnly.title', { merchant: sale.merchantName })}
      </p>
      <p className={styles.hint}>{t('buy.playersOnly.body', { merchant: sale.merchantName })}</p>
      {sale.gamePageHref && (
        <a className={buttonStyles.secondary} href={sale.gamePageHref} target="_blank" rel="noopener noreferrer">
          {t('buy.playersOnly.gameLink', { merchant: sale.merchantName })}
        </a>
      )}
    </div>
  );
}

/** A padlock: the item is locked to players; decoration beside words that say so. */
export function LockIcon({ className }: { className?: string }) {
  return (
    <svg className={className ?? styles.lock} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1.5 1.5 0 0 0-1.5 1.5v5A1.5 1.5 0 0 0 4 15h8a1.5 1.5 0 0 0 1.5-1.5v-5A1.5 1.5 0 0 0 12 7h-.5V4.5A3.5 3.5 0 0 0 8 1Zm-2 6V4.5a2 2 0 1 1 4 0V7H6Zm2 2.5a1.25 1.25 0 0 1 .6 2.35V13h-1.2v-1.15A1.25 1.25 0 0 1 8 9.5Z"
      />
    </svg>
  );
}
