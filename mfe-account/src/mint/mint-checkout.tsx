import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@marketplace/contracts';
import styles from './mint-checkout.module.css';
import { MintOrder } from './mint-order';
import { useMintRecord } from './use-mint-record';

/**
 * `/user-portal/mint/{id}` (spec §2): the checkout of one mint the user reserved — loading, not found,
 * failed to load, or the order itself.
 */
export function MintCheckout({ mintId }: { mintId: string | null }) {
  const { t } = useTranslation();
  const { load, retry, replace, refresh } = useMintRecord(mintId);

  switch (load.state) {
    case 'loading':
      return (
        <p role="status" className={styles.muted}>
          {t('mint.loading')}
        </p>
      );
    case 'missing':
      return (
        <div className={styles.panel}>
          <h2 className={styles.heading}>{t('mint.notFoundHeading')}</h2>
          <p className={styles.muted}>{t('mint.notFoundBody')}</p>
        </div>
      );
    case 'failed':
      return (
        <div className={styles.panel}>
          <div role="alert">
            <h2 className={styles.heading}>{t('mint.loadFailedHeading')}</h2>
            <p className={styles.muted}>{t('mint.loadFailedBody')}</p>
          </div>
          <button type="button" className={buttonStyles.secondary} onClick={retry}>
            {t('mint.retry')}
          </button>
        </div>
      );
    case 'ready':
      // Keyed by id: another mint starts with a fresh form, never with the last one's code or signature.
      return <MintOrder key={load.mint.id} mint={load.mint} onMint={replace} refreshMint={refresh} />;
  }
}
