import { useTranslation } from 'react-i18next';
import { marketplaceBus } from '@marketplace/contracts/browser';
import { buttonStyles, EmptyState } from '@marketplace/contracts/ui';
import { WALLET_NAMESPACE } from '../i18n/namespace';

/** The wallet pages of a person who has no wallet yet: nothing to receive at or send from, and the way to make one. */
export function NoWalletYet() {
  const { t } = useTranslation(WALLET_NAMESPACE);
  return (
    <EmptyState
      title={t('walletMoves.noWallet.title')}
      body={t('walletMoves.noWallet.body')}
      action={
        <button type="button" className={buttonStyles.primary} onClick={() => marketplaceBus.emit('wallet:modal', { kind: 'wallet-create', mode: 'create' })}>
          {t('walletMoves.noWallet.action')}
        </button>
      }
    />
  );
}
