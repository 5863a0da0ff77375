import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A message catalogue: nested objects whose leaves are i18next strings. */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/** Flattens a catalogue to `a.b.c → text`, the form tests and tooling compare. */
export function flattenCatalogue(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [childPath, text] of flattenCatalogue(value, path)) flat.set(childPath, text);
  }
  return flat;
}

/** The interpolation placeholders of one message, e.g. `{{merchant}}`. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/** One locale's file of a namespace: `<messagesDir>/<locale>.json`, as its package ships it. */
export function readCatalogue(messagesDir: string, locale: string): Catalogue {
  return JSON.parse(readFileSync(path.join(messagesDir, `${locale}.json`), 'utf8')) as Catalogue;
}
