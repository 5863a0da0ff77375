import type { Locale } from '@marketplace/contracts/wire';
import type { QueuedMailContent } from './mail-kinds.js';

/** What the templates know of the recipient when the mail is rendered (the contract of `templates/render-mail.tsx`). */
export interface MailContext {
  locale: Locale;
  antiphishingCode: string | null;
  siteOrigin: string;
  unsubscribeUrl: string | null;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export type RenderMail = (content: QueuedMailContent, context: MailContext) => Promise<RenderedMail>;
