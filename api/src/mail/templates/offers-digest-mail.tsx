import { Column } from '@react-email/column';
import { Heading } from '@react-email/heading';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Locale } from '@marketplace/contracts/wire';
import { Fragment } from 'react';
import type { FoldedMail, MailParams } from '../mail-kinds.js';
import type { PluralWords } from '../words/mail-words.js';
import { MAIL_WORDS } from '../words/words-of-locale.js';
import { fillText } from './fill-words.js';
import { factsOf } from './mail-facts.js';
import { MailLayout } from './mail-layout.js';
import { sitePage } from './mail-links.js';
import { MAIL_STYLE } from './mail-style.js';
import type { MailContext } from './mail-context.js';

/** The form of a counted sentence the locale's plural rules pick for `count`, with `{count}` filled in. */
export function pluralText(words: PluralWords, count: number, locale: Locale): string {
  const category = new Intl.PluralRules(locale).select(count);
  return fillText(words[category] ?? words.other, { count: new Intl.NumberFormat(locale).format(count) });
}

export function digestSubject(params: MailParams['offers-digest'], context: MailContext): string {
  return pluralText(MAIL_WORDS[context.locale].digest.subject, params.mails.length, context.locale);
}

/** One folded mail as its line shows it: the item (or "Referral"), what happened, the amount if it had one. */
function lineOf(mail: FoldedMail, locale: Locale) {
  const words = MAIL_WORDS[locale].digest;
  const facts = factsOf(mail.params, locale);
  return { item: facts.collectible ?? words.noItem, what: words.lines[mail.kind], amount: facts.price ?? facts.amount ?? null };
}

/**
 * A burst of offers and sales mails folded into one: a line per mail, oldest first, and one button to the offers
 * page, where each can be answered. Each line's own link is not repeated: one mail, one thing to do.
 */
export function OffersDigestMail({ params, context }: { params: MailParams['offers-digest']; context: MailContext }) {
  const words = MAIL_WORDS[context.locale].digest;
  const style = MAIL_STYLE;
  const heading = pluralText(words.heading, params.mails.length, context.locale);
  return (
    <MailLayout
      context={context}
      category="offers"
      preview={heading}
      action={{ label: words.action, href: sitePage(context.siteOrigin, '/user-portal/offers', context.locale) }}
    >
      <Heading as="h1" style={style.heading}>
        {heading}
      </Heading>
      <Text style={style.paragraph}>{words.body}</Text>
      <Section style={style.digestList}>
        {params.mails.map((mail, index) => {
          const line = lineOf(mail, context.locale);
          return (
            // The folded mails have no id of their own; their order is fixed (oldest first), so the index is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Fragment key={index}>
              {/* The drawn line has columns; the text gets the same line as one sentence-like row instead of three paragraphs. */}
              <Row style={style.digestRow} data-skip-in-text="true">
                <Column style={style.digestCell}>
                  <Text style={style.digestItem}>{line.item}</Text>
                  <Text style={style.digestWhat}>{line.what}</Text>
                </Column>
                <Column style={{ ...style.digestCell, ...style.digestAmount }}>{line.amount}</Column>
              </Row>
              <Text style={style.textOnly}>{[line.item, line.what, line.amount].filter((part) => part !== null).join(' — ')}</Text>
            </Fragment>
          );
        })}
      </Section>
    </MailLayout>
  );
}
