import { messagesNamespaceOf } from '@marketplace/contracts/wire';

/** The wallet remote's words (mfe-wallet/messages/{locale}.json): every component reads `useTranslation(WALLET_NAMESPACE)`. */
export const WALLET_NAMESPACE = messagesNamespaceOf('wallet');
