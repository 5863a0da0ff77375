import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import { CopyTextButton } from '../ui/copy-text-button';

/** Copies the wallet address, in the receive page's words. */
export function CopyAddressButton({ address }: { address: string }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  return (
    <CopyTextButton
      text={address}
      words={{ copy: t('walletMoves.receive.copy'), copied: t('walletMoves.receive.copied'), failed: t('walletMoves.receive.copyFailed') }}
    />
  );
}
