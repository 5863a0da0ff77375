import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import type { MintRecord, MintStatus } from '@marketplace/contracts/wire';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import styles from './mint-checkout.module.css';

interface NextStep {
  labelKey: string;
  path: (mint: MintRecord) => string;
}

const TO_COLLECTION: NextStep = { labelKey: 'mint.viewCollection', path: () => '/user-portal/collection' };
const BACK_TO_COLLECTIBLE: NextStep = { labelKey: 'mint.viewCollectible', path: (mint) => `/collectible/${encodeURIComponent(mint.collectibleId)}` };

/** Where a person goes once the mint is settled either way; a reserved mint has its own actions instead. */
const NEXT_STEPS: Partial<Record<MintStatus, NextStep>> = {
  SIGNED: TO_COLLECTION,
  COMPLETE: TO_COLLECTION,
  CANCELLED: BACK_TO_COLLECTIBLE,
  EXPIRED: BACK_TO_COLLECTIBLE,
};

export function MintNextStep({ mint, status }: { mint: MintRecord; status: MintStatus }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const localized = useLocalizedPath();
  const step = NEXT_STEPS[status];
  if (!step) return null;
  return (
    <Link className={styles.link} to={localized(step.path(mint))}>
      {t(step.labelKey)}
    </Link>
  );
}
