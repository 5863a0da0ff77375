import type { RemoteName } from '../remotes/remote-names';

/**
 * Who owns which words (docs/messages-ownership.md): each owner ships its messages for the nine
 * locales as one i18next namespace. The shell's own words are the page's default namespace.
 */
export const SHELL_NAMESPACE = 'shell';

/**
 * The shared UI kit's words (shared-contracts/messages/{locale}.json): what the kit's components show,
 * and the wallet error texts whose keys `walletErrorMessageKey` gives. The build that provides the
 * contracts singleton (the shell) serves them and loads them with its own; a remote names one as
 * `kit:catalogue.loading`.
 */
export const KIT_NAMESPACE = 'kit';

/** A remote's words are the namespace of its name (`legal`), in its own `messages/{locale}.json`. */
export const messagesNamespaceOf = (remote: RemoteName): string => remote;
