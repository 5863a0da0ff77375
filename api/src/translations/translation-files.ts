import { and, eq } from 'drizzle-orm';
import type { Locale, TranslationMessages } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { translationFiles } from '../db/schema.js';

/** The messages of one file in one locale; null when the file has none for it. */
export async function translationFileMessages(db: Database, name: string, locale: Locale): Promise<TranslationMessages | null> {
  const [file] = await db
    .select({ messages: translationFiles.messages })
    .from(translationFiles)
    .where(and(eq(translationFiles.name, name), eq(translationFiles.locale, locale)));
  return file?.messages ?? null;
}
