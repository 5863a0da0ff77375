import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import { buttonStyles } from '@marketplace/contracts/ui';

interface SubmitActionProps {
  label: string;
  /** The form's action runs: the button says it is working. */
  busy: boolean;
  /** Something else must finish first (the wallet is still opening): unavailable, label unchanged. */
  waiting?: boolean;
}

/** A wallet form's submit button, unavailable (and announced busy) while its action runs. */
export function SubmitAction({ label, busy, waiting = false }: SubmitActionProps) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  return (
    <button type="submit" className={buttonStyles.primary} disabled={busy || waiting} aria-busy={busy || waiting}>
      {busy ? t('wallet.working') : label}
    </button>
  );
}
