import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * The LIKE pattern that finds `text` anywhere, taken literally: `%`, `_` and the escape character a
 * person types are matched as themselves, so a search cannot widen itself into a wildcard.
 */
export function containsPattern(text: string): string {
  return `%${literalPattern(text)}%`;
}

/** `text` as a LIKE pattern (escaped with a backslash) that matches only itself: build wider ones around it. */
export function literalPattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `column` holds `text`, case ignored. */
export function nameContains(column: AnyColumn, text: string): SQL {
  return sql`${column} ilike ${containsPattern(text)} escape '\\'`;
}
