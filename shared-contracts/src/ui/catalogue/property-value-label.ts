/** The part of i18next's `t` this needs: a key, and what to show when the locale has no such key. */
type Translate = (key: string, options: { defaultValue: string }) => string;

/**
 * A property's value as a person reads it: the translation the catalogue knows for that type and value
 * (`catalogue.propertyValues.<type>.<value>`, the seeded games' words), else the value as the game sent it,
 * capitalised ("Shimmer" for `shimmer`). Numbers and serials ("0.8", "7/22") have nothing to capitalise.
 */
export function propertyValueLabel(t: Translate, type: string, value: string): string {
  const raw = value.charAt(0).toLocaleUpperCase() + value.slice(1);
  // A value with a dot ("0.8") would be read as a nested key: only plain words are looked up.
  if (!/^[\w-]+$/.test(type) || !/^[\w-]+$/.test(value)) return raw;
  return t(`catalogue.propertyValues.${type}.${value}`, { defaultValue: raw });
}
