import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { buttonStyles } from '@marketplace/contracts/ui';
import { rescueSignInPath } from './rescue-sign-in-path';
import styles from './wallet-ui.module.css';

/** Why a rescue sign-in is needed, and the way to it (the shell's `/loading`, back to `/rescue`). */
export function RescueSignInPrompt({ reason }: { reason: string }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const sitePath = useLocalizedPath();
  return (
    <>
      <p className={styles.text}>{reason}</p>
      <div className={styles.actions}>
        <a className={buttonStyles.primary} href={rescueSignInPath(sitePath)}>
          {t('wallet.rescueSignIn')}
        </a>
      </div>
    </>
  );
}
