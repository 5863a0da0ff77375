import type { Locale, MessageBundle } from '@marketplace/contracts/wire';

/**
 * Exposed as `./messages` (REMOTE_MESSAGES_MODULE): the wallet remote's words in one language. Each
 * locale's file is a chunk of this build with a content hash in its name, so it is served from this
 * remote's origin, cached for good, and a new sentence ships with the remote alone.
 */
export async function loadMessages(locale: Locale): Promise<MessageBundle> {
  const messages: { default: MessageBundle } = await import(/* webpackChunkName: "messages-[request]" */ `../../messages/${locale}.json`);
  return messages.default;
}
