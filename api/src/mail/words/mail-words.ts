import type { FoldableKind, MAIL_CATEGORY, MailCategory, MailKind } from '../mail-kinds.js';

/**
 * Everything the API's mails say, per language. One record of one shape per locale (`./en.ts`, `./ja.ts`, …):
 * a kind without its words, or a locale without a sentence, fails to compile. `{name}` is a placeholder the
 * template fills (escaped, as text); `mail-words.test.ts` checks every locale uses the same ones as English.
 */

/** A sentence that depends on a count, one form per CLDR plural category the locale's rules report. */
export type PluralWords = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** What a mail about one event says: the subject, the heading, what happened, and the main button's label. */
export interface NoticeWords {
  subject: string;
  heading: string;
  body: string;
  action: string;
}

/** A security notice also says what to do if the person did not do it themselves. */
export interface SecurityNoticeWords extends NoticeWords {
  notYou: string;
}

/** The kinds a single event mails; the digest has words of its own. */
export type NoticeKind = Exclude<MailKind, 'offers-digest'>;

export type NoticeWordsOf<K extends NoticeKind> = (typeof MAIL_CATEGORY)[K] extends 'security' ? SecurityNoticeWords : NoticeWords;

export interface MailWords {
  /** The site's name, as its header shows it. */
  siteName: string;
  /** The box at the top of every mail to an account with a code: `{code}` is the person's antiphishing code. */
  antiphishingCode: string;
  antiphishingNote: string;
  /** Under the button, for a client that shows no button: the same link, written out. */
  buttonFallback: string;
  /** The footer: why the person receives this mail, by its category. */
  why: Record<MailCategory, string>;
  preferences: string;
  unsubscribe: string;
  /**
   * A device as a sign-in notice names it, from the parts the devices page names in English ("Chrome on Linux"):
   * `on` joins a browser and a system, `someBrowser` stands for a browser that was not recognised, `unknown` for a
   * device of which nothing was; written to fit the notice's sentence where `{device}` stands.
   */
  device: { on: string; someBrowser: string; unknown: string };
  notices: { [K in NoticeKind]: NoticeWordsOf<K> };
  digest: {
    /** `{count}` updates folded into one mail. */
    subject: PluralWords;
    heading: PluralWords;
    body: string;
    action: string;
    /** One line per folded mail: what happened (the item and the amount stand beside it). */
    lines: Record<FoldableKind, string>;
    /** The item column of a line about no item (a referral reward). */
    noItem: string;
  };
}
