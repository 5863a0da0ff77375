import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { MAIL_CATEGORY } from '../mail-kinds.js';
import type { NoticeKind, NoticeWords, SecurityNoticeWords } from '../words/mail-words.js';
import { MAIL_WORDS } from '../words/words-of-locale.js';
import { fillNodes, fillText } from './fill-words.js';
import { factsOf } from './mail-facts.js';
import { MailLayout } from './mail-layout.js';
import { mailLink } from './mail-links.js';
import { MAIL_STYLE } from './mail-style.js';
import type { MailContext } from './mail-context.js';

/** A mail about one event, with what it carried (its link and its facts: item, amount, time, device, …). */
export interface NoticeContent {
  kind: NoticeKind;
  params: { link: string };
}

function isSecurityNotice(words: NoticeWords): words is SecurityNoticeWords {
  return 'notYou' in words;
}

/** The words of a notice, filled with its facts: the subject as text, the sentences with the facts in bold (escaped nodes). */
export function noticeOf(content: NoticeContent, context: MailContext) {
  const words: NoticeWords | undefined = MAIL_WORDS[context.locale].notices[content.kind];
  // A row queued by another version of the API may name a kind this one does not know: fail the attempt, loudly.
  if (words === undefined) throw new Error(`No mail template for the kind ${content.kind}`);
  const facts = factsOf(content.params, context.locale);
  return { words, facts, subject: fillText(words.subject, facts) };
}

/**
 * Every single-event mail, account, offers and security alike: they differ only in their words and facts, so
 * one template draws them (a heading, what happened, for a security notice what to do if it was not you, and the
 * button to the page that shows it).
 */
export function NoticeMail({ content, context }: { content: NoticeContent; context: MailContext }) {
  const { words, facts } = noticeOf(content, context);
  const emphasised = Object.fromEntries(
    Object.entries(facts).map(([name, value]) => [
      name,
      <strong key={name} style={MAIL_STYLE.emphasis}>
        {value}
      </strong>,
    ]),
  );
  return (
    <MailLayout
      context={context}
      category={MAIL_CATEGORY[content.kind]}
      preview={fillText(words.body, facts)}
      action={{ label: words.action, href: mailLink(content.params.link, context.siteOrigin, context.locale) }}
    >
      <Heading as="h1" style={MAIL_STYLE.heading}>
        {words.heading}
      </Heading>
      <Text style={MAIL_STYLE.paragraph}>{fillNodes(words.body, emphasised)}</Text>
      {isSecurityNotice(words) && <Text style={MAIL_STYLE.warning}>{words.notYou}</Text>}
    </MailLayout>
  );
}
