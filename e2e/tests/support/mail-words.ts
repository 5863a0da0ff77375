import type { Locale } from '../../../shared-contracts/src/wire/locale/locales';
import { MAIL_WORDS } from '../../../api/src/mail/words/words-of-locale';
import type { NoticeKind } from '../../../api/src/mail/words/mail-words';
import type { InboxMail } from './inbox';

/**
 * What the API's mails say, read from its own words (`api/src/mail/words/`), as `catalogue.ts` reads the
 * pages' messages: a test finds a mail by the subject its recipient reads, in their language, and never
 * writes a sentence down twice.
 */
const fill = (sentence: string, values: Record<string, string>) =>
  sentence.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${sentence}"`);
    return value;
  });

/** The subject of a mail of `kind` in `locale`, its placeholders filled. */
export const mailSubject = (locale: Locale, kind: NoticeKind, values: Record<string, string> = {}) => fill(MAIL_WORDS[locale].notices[kind].subject, values);

/** The sentence of a mail of `kind` that says what happened, filled. */
export const mailBody = (locale: Locale, kind: NoticeKind, values: Record<string, string> = {}) => fill(MAIL_WORDS[locale].notices[kind].body, values);

/** The line every mail to an account with an antiphishing code shows it in. */
export const antiphishingLine = (locale: Locale, code: string) => fill(MAIL_WORDS[locale].antiphishingCode, { code });

/** A matcher for `waitForMail`: the mail of `kind` with this subject. */
export const withSubject =
  (locale: Locale, kind: NoticeKind, values: Record<string, string> = {}) =>
  (mail: InboxMail) =>
    mail.subject === mailSubject(locale, kind, values);

/** A mail's plain text with every run of white space as one space: the text part wraps long lines. */
export const flatTextOf = (mail: InboxMail) => mail.text.replace(/\s+/g, ' ');
