import { useTranslation } from 'react-i18next';
import { ApiError, WalletSignError, walletMoveRefusalOf } from '@marketplace/contracts/wire';
import { WALLET_NAMESPACE } from '../i18n/namespace';

/**
 * A failed deposit or send in the person's language: the API's refusals by name (`walletMoves.refusals.*`),
 * the wallet's own refusal to sign, a lost connection, else a general sentence. Nothing was moved in any case.
 */
export function useMoveErrorText(): (error: unknown) => string {
  const { t } = useTranslation(WALLET_NAMESPACE);
  return (error) => {
    if (error instanceof WalletSignError) return t(`walletMoves.signRefusals.${error.reason}`);
    if (error instanceof ApiError) {
      const refusal = walletMoveRefusalOf(error.answerMessage);
      if (refusal) return t(`walletMoves.refusals.${refusal}`);
      if (error.kind === 'network') return t('walletMoves.refusals.network');
    }
    return t('walletMoves.refusals.unknown');
  };
}
