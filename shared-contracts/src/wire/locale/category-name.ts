import type { Locale } from './locales';
import { type LocalizedText, textInLocale } from './localized-text';

/**
 * A merchant's store or craft category as the page names it: in the page's language when the merchant
 * translated it, else its own name (an API from before the translations answers none).
 */
export function categoryNameIn(category: { name: string; localizedName: LocalizedText | null }, locale: Locale): string {
  return category.localizedName ? textInLocale(category.localizedName, locale) : category.name;
}
