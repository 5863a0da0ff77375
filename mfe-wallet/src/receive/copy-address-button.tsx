import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@marketplace/contracts/ui';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import styles from './receive.module.css';

const COPIED_FOR_MS = 2500;

/** Copies the address to the clipboard and says so where a screen reader hears it; a refused clipboard says how to copy by hand. */
export function CopyAddressButton({ address }: { address: string }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <div className={styles.copy}>
      <button type="button" className={buttonStyles.secondary} onClick={() => void copy()}>
        {t('walletMoves.receive.copy')}
      </button>
      <span className={styles.copyOutcome} role="status" data-tone={outcome ?? undefined}>
        {outcome && t(outcome === 'copied' ? 'walletMoves.receive.copied' : 'walletMoves.receive.copyFailed')}
      </span>
    </div>
  );
}
