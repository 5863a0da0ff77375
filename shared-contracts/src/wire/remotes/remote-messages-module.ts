import type { Locale } from '../locale/locales';

/**
 * Besides its pages, every remote exposes `./messages`: its own words, one content-hashed file per
 * locale on its own origin, so a remote that adds a sentence ships it with its build alone. The
 * shell loads a remote's namespace (messagesNamespaceOf) for the page's language together with the
 * remote's module and renders neither before both are here.
 */
export const REMOTE_MESSAGES_MODULE = 'messages';

/** A namespace's messages as i18next takes them: nested objects whose leaves are strings. */
export type MessageBundle = { [key: string]: string | MessageBundle };

/** The shape of every remote's `./messages` module. */
export interface RemoteMessagesModule {
  loadMessages: (locale: Locale) => Promise<MessageBundle>;
}
