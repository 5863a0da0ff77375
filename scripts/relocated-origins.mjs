/**
 * Rewrites the documented origins of the site (`http://127.0.0.1:8084`) in a served text to the origins a
 * relocated site answers on (scripts/site-layout.mjs). A port is followed by no further digit, so
 * `:8080` never matches inside `:80801`. With no relocation the text is returned as it is.
 */
export function relocateText(text, relocations) {
  if (!relocations.length) return text;
  const asPattern = (origin) => origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const byOrigin = new Map(relocations.map(({ from, to }) => [from, to]));
  const pattern = new RegExp(`(${relocations.map(({ from }) => asPattern(from)).join('|')})(?![0-9])`, 'g');
  return text.replace(pattern, (origin) => byOrigin.get(origin) ?? origin);
}

/** The answers of the shell that name the site's origins: its configuration, its pages and their prerendered data. */
export const NAMES_ORIGINS = /^(?:text\/html|application\/json)\b/;
