import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './wallet-modal-body.module.css';

/** The common body of the wallet's modals; the shell's modal queue supplies the dialog around it. */
export function WalletModalBody({ heading, onClose, children }: { heading: string; onClose: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.body} data-remote="wallet">
      <h2 className={styles.heading}>{heading}</h2>
      {children}
      <button type="button" className={styles.close} onClick={onClose}>
        {t('wallet.close')}
      </button>
    </div>
  );
}
