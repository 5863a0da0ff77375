import {
  messagesNamespaceOf,
  REMOTE_CONTAINERS,
  REMOTE_MESSAGES_MODULE,
  type Locale,
  type MessageBundle,
  type RemoteMessagesModule,
  type RemoteName,
} from '@marketplace/contracts/wire';
import { joinNamespace } from '../i18n/namespace-loading';
import { isRemoteLoadFailure } from './remote-load-failure';
import { federationRuntime } from './remote-registry';

/** A remote's words in one language, from its `./messages` module on its own origin. */
async function loadRemoteMessages(remote: RemoteName, locale: Locale): Promise<MessageBundle> {
  const id = `${REMOTE_CONTAINERS[remote]}/${REMOTE_MESSAGES_MODULE}`;
  const module = await (await federationRuntime()).loadRemote<Partial<RemoteMessagesModule>>(id);
  if (isRemoteLoadFailure(module)) throw module;
  if (typeof module?.loadMessages !== 'function') throw new Error(`${id} has no loadMessages`);
  return module.loadMessages(locale);
}

/**
 * The remote joins the page's words: its namespace is loaded in the page's language (and again on
 * every language switch). Resolves once the words are here; rejects as a module load does, so the
 * remote's page shows the retry panel rather than raw keys.
 */
export function joinRemoteMessages(remote: RemoteName): Promise<void> {
  return joinNamespace(messagesNamespaceOf(remote), (locale) => loadRemoteMessages(remote, locale));
}
