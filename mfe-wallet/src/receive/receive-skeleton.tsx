import { useTranslation } from 'react-i18next';
import { cardStyles, VisuallyHidden } from '@marketplace/contracts/ui';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import styles from './receive.module.css';

/** The card the deposits will fill, drawn while they load, so the page does not jump when they come. */
export function ReceiveSkeleton() {
  const { t } = useTranslation(WALLET_NAMESPACE);
  return (
    <div className={`${cardStyles.card} ${styles.card} ${styles.skeleton}`} aria-busy="true" role="status">
      <VisuallyHidden>{t('walletMoves.loading')}</VisuallyHidden>
      <span className={styles.skeletonLine} data-width="wide" />
      <span className={styles.skeletonLine} />
      <span className={styles.skeletonLine} data-width="short" />
    </div>
  );
}
