import { KIT_NAMESPACE, SHELL_NAMESPACE, type Locale, type MessageBundle } from '@marketplace/contracts/wire';
import { fetchEarlyOr } from '../startup/early-fetch';

export type Messages = MessageBundle;

/**
 * The namespaces the shell serves itself, beside its pages: its own words, and the kit's (the UI kit
 * of the contracts singleton this build provides). Both are small and come with every page, so they
 * are fetched at start-up, in parallel; a remote's words come from the remote's own origin.
 */
export const SERVED_NAMESPACE_FILES = { [SHELL_NAMESPACE]: 'messages', [KIT_NAMESPACE]: 'kit' } as const;
export type ServedNamespace = keyof typeof SERVED_NAMESPACE_FILES;

/** `/_i18n/{locale}/messages.json` (the shell's words), `/_i18n/{locale}/kit.json` (the kit's). */
export const servedMessagesUrl = (locale: Locale, namespace: ServedNamespace): string => `/_i18n/${locale}/${SERVED_NAMESPACE_FILES[namespace]}.json`;

/** One namespace the shell serves, in one language. */
export async function fetchMessages(locale: Locale, namespace: ServedNamespace, fetchImpl: typeof fetch = fetchEarlyOr): Promise<Messages> {
  const response = await fetchImpl(servedMessagesUrl(locale, namespace));
  if (!response.ok) throw new Error(`The ${namespace} messages of ${locale} could not be fetched (HTTP ${response.status})`);
  return (await response.json()) as Messages;
}
