/** i18next's plural suffixes, one per CLDR plural category (`items_one`, `items_many`, …). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A key split into the message it belongs to and its plural category, if it is a plural form. */
export function pluralFormOf(key: string): { base: string; category: Intl.LDMLPluralRule } | null {
  const match = PLURAL_SUFFIX.exec(key);
  return match ? { base: key.slice(0, match.index), category: match[1] as Intl.LDMLPluralRule } : null;
}

/** The plural categories a language's grammar uses (CLDR), e.g. `one`, `many`, `other` in French. */
export const pluralCategoriesOf = (locale: string): Intl.LDMLPluralRule[] => new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

/** The messages of a catalogue that have plural forms (English has `_one` and `_other` for each). */
export function pluralMessagesOf(keys: Iterable<string>): Set<string> {
  const bases = new Set<string>();
  for (const key of keys) {
    const form = pluralFormOf(key);
    if (form) bases.add(form.base);
  }
  return bases;
}
