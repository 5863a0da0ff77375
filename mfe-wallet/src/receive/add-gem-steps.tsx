import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT, PRODUCT_NETWORK } from '@marketplace/contracts/wire';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import styles from './receive.module.css';
import { cardStyles } from '@marketplace/contracts/ui';

const STEPS = ['buy', 'withdraw', 'paste', 'wait'] as const;

/** How to add GEM, in plain words: where to get it, and how to send it here. */
export function AddGemSteps() {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const headingId = useId();
  return (
    <section className={`${cardStyles.card} ${styles.card}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={cardStyles.heading}>
        {t('walletMoves.receive.howHeading')}
      </h2>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step}>{t(`walletMoves.receive.steps.${step}`, { network: PRODUCT_NETWORK, token: PRODUCT })}</li>
        ))}
      </ol>
    </section>
  );
}
