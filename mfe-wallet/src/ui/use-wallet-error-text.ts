import { useTranslation } from 'react-i18next';
import { walletErrorMessageKey } from '@marketplace/contracts/wire';

/** Spec §8 wallet errors as words a person reads, in their language. */
export function useWalletErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => t(walletErrorMessageKey(error));
}
