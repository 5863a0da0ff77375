import { messagesNamespaceOf } from '@marketplace/contracts/wire';

/** The merchant remote's words (mfe-merchant/messages/{locale}.json): every component reads `useTranslation(MERCHANT_NAMESPACE)`. */
export const MERCHANT_NAMESPACE = messagesNamespaceOf('merchant');
