import { messagesNamespaceOf } from '@marketplace/contracts/wire';

/** The legal remote's words (mfe-legal/messages/{locale}.json): every component reads `useTranslation(LEGAL_NAMESPACE)`. */
export const LEGAL_NAMESPACE = messagesNamespaceOf('legal');
