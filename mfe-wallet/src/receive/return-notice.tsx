import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@marketplace/contracts/ui';
import { formatGem } from '@marketplace/contracts/wire';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import type { ReturnTarget } from './return-target';
import styles from './receive.module.css';

/** GEM arrived: says so, and (when the person came from a page that sent them here) leads back to it. */
export function ReturnNotice({ amount, target }: { amount: string | null; target: ReturnTarget | null }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  return (
    <div className={styles.arrived} role="status">
      <p className={styles.arrivedText}>{amount ? t('walletMoves.receive.arrivedAmount', { amount: formatGem(amount) }) : t('walletMoves.receive.arrived')}</p>
      {target && (
        <Link className={buttonStyles.primary} to={target.path}>
          {t('walletMoves.receive.back', { place: t(`walletMoves.places.${target.place}`) })}
        </Link>
      )}
    </div>
  );
}
