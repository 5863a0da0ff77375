import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@marketplace/contracts/ui';
import { formatGem } from '@marketplace/contracts/wire';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import { ReturnLink } from './return-link';
import type { ReturnTarget } from './return-target';
import styles from './receive.module.css';

/** GEM arrived: says so, and (when the person came from a page that sent them here) leads back to it. */
export function ReturnNotice({ amount, target }: { amount: string | null; target: ReturnTarget | null }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  return (
    <div className={styles.arrived} role="status">
      <p className={styles.arrivedText}>{amount ? t('walletMoves.receive.arrivedAmount', { amount: formatGem(amount) }) : t('walletMoves.receive.arrived')}</p>
      {target && <ReturnLink target={target} className={buttonStyles.primary} />}
    </div>
  );
}
