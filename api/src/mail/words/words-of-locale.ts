import type { Locale } from '@marketplace/contracts/wire';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import type { MailWords } from './mail-words.js';
import { pt } from './pt.js';
import { zh } from './zh.js';

/** The mails' words in each of the site's nine languages: a locale without its record fails to compile. */
export const MAIL_WORDS: Record<Locale, MailWords> = { en, es, pt, ja, ko, de, it, fr, zh };
