import { SUPPORTED_LOCALES } from '@marketplace/contracts/wire';
import { MAIL_KINDS, type QueuedMailContent } from '../mail-kinds.js';
import { type MailContext, renderMail } from './render-mail.js';
import { SAMPLE_MAILS } from './sample-mails.js';

const context = (overrides: Partial<MailContext> = {}): MailContext => ({
  locale: 'en',
  antiphishingCode: 'blue fox 42',
  siteOrigin: 'https://shop.example',
  unsubscribeUrl: 'https://shop.example/communications?unsubscribe=key-1',
  ...overrides,
});

describe('renderMail', () => {
  it.each(SUPPORTED_LOCALES.flatMap((locale) => MAIL_KINDS.map((kind) => [kind, locale] as const)))('renders %s in %s', async (kind, locale) => {
    const mail = await renderMail(SAMPLE_MAILS[kind], context({ locale }));
    expect(mail.subject.trim()).not.toBe('');
    expect(mail.html).toContain(`lang="${locale}"`);
    expect(mail.text.trim()).not.toBe('');
    // Every placeholder was filled.
    expect(`${mail.subject}${mail.text}`).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it('escapes an item name that looks like markup, in the HTML, and keeps it a single line in the subject', async () => {
    const content: QueuedMailContent = {
      kind: 'item-sold',
      params: { link: 'https://shop.example/user-portal/activity', collectible: '<img src=x onerror=alert(1)>\r\nBcc: x@evil.example', price: '1' },
    };
    const mail = await renderMail(content, context());
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain('<img src=x onerror=alert(1)>');
    expect(mail.subject).toBe('You sold <img src=x onerror=alert(1)> Bcc: x@evil.example');
  });
});
