import type { Locale } from '@marketplace/contracts/wire';
import { en } from './en.js';
import type { MailWords } from './mail-words.js';

/** The mails' words in each of the site's nine languages: a locale without its record fails to compile. */
export const MAIL_WORDS: Record<Locale, MailWords> = { en, es: en, pt: en, ja: en, ko: en, de: en, it: en, fr: en, zh: en };
