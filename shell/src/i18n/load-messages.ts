import type { Locale } from '@marketplace/contracts/wire';
import { fetchEarlyOr } from '../startup/early-fetch';

export type Messages = Record<string, unknown>;

/** `GET /_i18n/{locale}/messages.json`, served beside the shell. */
export async function fetchMessages(locale: Locale, fetchImpl: typeof fetch = fetchEarlyOr): Promise<Messages> {
  const response = await fetchImpl(`/_i18n/${locale}/messages.json`);
  if (!response.ok) throw new Error(`Messages of ${locale} could not be fetched (HTTP ${response.status})`);
  return (await response.json()) as Messages;
}
