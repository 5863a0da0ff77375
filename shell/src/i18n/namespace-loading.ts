import i18next from 'i18next';
import { isLocale, type Locale, type MessageBundle } from '@marketplace/contracts/wire';

/** Gives one namespace's messages in one language (a fetch of the shell's file, a remote's `loadMessages`). */
export type MessagesLoader = (locale: Locale) => Promise<MessageBundle>;

/** Every namespace that joined the page (the shell's, the kit's, each remote's that rendered), with how to load it. */
const joined = new Map<string, MessagesLoader>();
const pending = new Map<string, Promise<void>>();
/** Languages a switch is loading, so a namespace that joins meanwhile is loaded in them too. */
const switchingTo = new Set<Locale>();

const localesInUse = (): Locale[] => [...new Set([i18next.language, ...switchingTo])].filter(isLocale);

/** Loads one namespace in one language once; a failed load is tried again by the next call. */
export function loadNamespace(namespace: string, locale: Locale, loader: MessagesLoader): Promise<void> {
  if (i18next.hasResourceBundle(locale, namespace)) return Promise.resolve();
  const key = `${locale}/${namespace}`;
  const existing = pending.get(key);
  if (existing) return existing;
  const loading = loader(locale)
    .then((messages) => {
      i18next.addResourceBundle(locale, namespace, messages, true, true);
    })
    .finally(() => pending.delete(key));
  pending.set(key, loading);
  return loading;
}

/**
 * A namespace joins the page: it is loaded now in the page's language (and in one a switch is
 * loading), and in every language the page later switches to. Resolves when the words are here, so
 * a remote that joins renders with its words, never with raw keys.
 */
export async function joinNamespace(namespace: string, loader: MessagesLoader): Promise<void> {
  joined.set(namespace, loader);
  await Promise.all(localesInUse().map((locale) => loadNamespace(namespace, locale, loader)));
}

/** Every namespace that joined the page, loaded in `locale`. */
export async function loadJoinedNamespaces(locale: Locale): Promise<void> {
  await Promise.all([...joined].map(([namespace, loader]) => loadNamespace(namespace, locale, loader)));
}

/**
 * Switches the page's language once the words of everything on it are here (the shell's, the kit's
 * and every remote's that joined), so no half-translated page and no raw key is ever shown.
 */
export async function switchLanguage(locale: Locale): Promise<void> {
  if (i18next.language === locale) return;
  switchingTo.add(locale);
  try {
    await loadJoinedNamespaces(locale);
    await i18next.changeLanguage(locale);
  } finally {
    switchingTo.delete(locale);
  }
}
