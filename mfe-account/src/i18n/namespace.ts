import { messagesNamespaceOf } from '@marketplace/contracts/wire';

/** The account remote's words (mfe-account/messages/{locale}.json): every component reads `useTranslation(ACCOUNT_NAMESPACE)`. */
export const ACCOUNT_NAMESPACE = messagesNamespaceOf('account');
