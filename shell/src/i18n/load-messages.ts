import type { Locale } from '@marketplace/contracts';

export type Messages = Record<string, unknown>;

/** `GET /_i18n/{locale}/messages.json`, served beside the shell. */
export async function fetchMessages(locale: Locale, fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<Messages> {
  const response = await fetchImpl(`/_i18n/${locale}/messages.json`);
  if (!response.ok) throw new Error(`Messages of ${locale} could not be fetched (HTTP ${response.status})`);
  return (await response.json()) as Messages;
}
