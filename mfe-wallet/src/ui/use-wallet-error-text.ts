import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import { KIT_NAMESPACE, walletErrorMessageKey } from '@marketplace/contracts/wire';

/** Spec §8 wallet errors as words a person reads, in their language (the kit's words: the contracts name their keys). */
export function useWalletErrorText(): (error: unknown) => string {
  const { t } = useTranslation(WALLET_NAMESPACE);
  return (error) => t(walletErrorMessageKey(error), { ns: KIT_NAMESPACE });
}
