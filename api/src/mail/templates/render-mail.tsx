import { render, toPlainText } from '@react-email/render';
import type { QueuedMailContent } from '../mail-kinds.js';
import { NoticeMail, noticeOf } from './notice-mail.js';
import { digestSubject, OffersDigestMail } from './offers-digest-mail.js';
import type { MailContext } from './mail-context.js';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Control characters and line breaks of a subject (an item's name is someone's text) become spaces: a header is one line. */
function oneLine(subject: string): string {
  return subject.replace(/\p{Cc}+/gu, ' ').trim();
}

/**
 * A queued mail as it is sent: its subject, HTML and plain text, in the recipient's language, with their
 * antiphishing code. The HTML is rendered once; the text is read from it (React Email's `toPlainText`), so both
 * always say the same. Headings keep their case in the text (html-to-text capitalises them by default, which
 * reads as shouting and garbles nothing in CJK but everything in German).
 */
export async function renderMail(content: QueuedMailContent, context: MailContext): Promise<RenderedMail> {
  const { subject, element } =
    content.kind === 'offers-digest'
      ? { subject: digestSubject(content.params, context), element: <OffersDigestMail params={content.params} context={context} /> }
      : { subject: noticeOf(content, context).subject, element: <NoticeMail content={content} context={context} /> };
  const html = await render(element);
  const text = toPlainText(html, { selectors: [{ selector: 'h1', options: { uppercase: false } }] });
  return { subject: oneLine(subject), html, text };
}
