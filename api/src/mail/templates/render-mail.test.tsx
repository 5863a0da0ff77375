import { formatGem, SUPPORTED_LOCALES } from '@marketplace/contracts/wire';
import { MAIL_CATEGORY, MAIL_KINDS, type MailKind, type QueuedMailContent } from '../mail-kinds.js';
import type { NoticeKind } from '../words/mail-words.js';
import { MAIL_WORDS } from '../words/words-of-locale.js';
import { pluralText } from './offers-digest-mail.js';
import type { MailContext } from './mail-context.js';
import { renderMail } from './render-mail.js';
import { SAMPLE_MAILS, SAMPLE_SITE_ORIGIN } from './sample-mails.js';

const UNSUBSCRIBE_URL = `${SAMPLE_SITE_ORIGIN}/communications?unsubscribe=key-1`;

const context = (overrides: Partial<MailContext> = {}): MailContext => ({
  locale: 'en',
  antiphishingCode: 'blue fox 42',
  siteOrigin: SAMPLE_SITE_ORIGIN,
  unsubscribeUrl: UNSUBSCRIBE_URL,
  ...overrides,
});

/** The hrefs of the HTML's links, as the browser reads them (`&amp;` → `&`). */
const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));

const EVERY_KIND_IN_EVERY_LOCALE = SUPPORTED_LOCALES.flatMap((locale) => MAIL_KINDS.map((kind) => [kind, locale] as const));
const SUPPORT_LOCALES_BY_KIND = (kinds: NoticeKind[]) => SUPPORTED_LOCALES.flatMap((locale) => kinds.map((kind) => [kind, locale] as const));
const OFFERS_KINDS = MAIL_KINDS.filter((kind) => MAIL_CATEGORY[kind] === 'offers');
const OTHER_KINDS = MAIL_KINDS.filter((kind) => MAIL_CATEGORY[kind] !== 'offers');

describe('renderMail', () => {
  it.each(EVERY_KIND_IN_EVERY_LOCALE)('renders %s in %s: a subject, HTML and text, every placeholder filled', async (kind, locale) => {
    const mail = await renderMail(SAMPLE_MAILS[kind], context({ locale }));
    expect(mail.subject.trim()).not.toBe('');
    expect(mail.html).toContain(`<html dir="ltr" lang="${locale}"`);
    expect(mail.text.trim()).not.toBe('');
    expect(`${mail.subject}\n${mail.html}\n${mail.text}`).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it('writes the subject in the recipient language', async () => {
    const content = SAMPLE_MAILS['item-sold'];
    expect((await renderMail(content, context({ locale: 'ja' }))).subject).toBe('Sky Lantern が売れました');
    expect((await renderMail(content, context({ locale: 'de' }))).subject).toBe('Du hast Sky Lantern verkauft');
  });

  describe('the antiphishing code', () => {
    it.each(MAIL_KINDS)('%s shows it at the top of the HTML and the text when the recipient has one', async (kind) => {
      const mail = await renderMail(SAMPLE_MAILS[kind], context({ antiphishingCode: 'blue fox 42' }));
      expect(mail.html).toContain('blue fox 42');
      expect(mail.text).toContain('Your antiphishing code: blue fox 42');
      // Before the mail's own words: the first thing a reader checks.
      expect(mail.text.indexOf('blue fox 42')).toBeLessThan(mail.text.indexOf(MAIL_WORDS.en.why[MAIL_CATEGORY[kind]]));
      expect(mail.text.split('\n')[0]).toBe('Your antiphishing code: blue fox 42');
    });

    it.each(MAIL_KINDS)('%s has no code box when the recipient has none', async (kind) => {
      const mail = await renderMail(SAMPLE_MAILS[kind], context({ antiphishingCode: null }));
      expect(mail.html).not.toContain('antiphishing');
      expect(mail.text).not.toContain('antiphishing');
    });

    it('escapes a code, as it escapes every text the person wrote', async () => {
      const mail = await renderMail(SAMPLE_MAILS['password-changed'], context({ antiphishingCode: '<b>x</b>' }));
      expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
    });
  });

  describe('the unsubscribe link', () => {
    it.each(OFFERS_KINDS)('%s, an offers mail, carries it in the HTML and the text', async (kind) => {
      const mail = await renderMail(SAMPLE_MAILS[kind], context());
      expect(hrefsOf(mail.html)).toContain(UNSUBSCRIBE_URL);
      expect(mail.text).toContain(`${MAIL_WORDS.en.unsubscribe} ${UNSUBSCRIBE_URL}`);
    });

    it.each(OTHER_KINDS)('%s cannot be switched off and does not offer it, even if a link were passed', async (kind) => {
      const mail = await renderMail(SAMPLE_MAILS[kind], context());
      expect(hrefsOf(mail.html)).not.toContain(UNSUBSCRIBE_URL);
      expect(mail.text).not.toContain(MAIL_WORDS.en.unsubscribe);
    });
  });

  describe('amounts and times', () => {
    it.each([
      ['1234.5', '1,234.50 GEM'],
      ['12.999', '12.99 GEM'],
      ['0.000000000000000001', '0.00 GEM'],
    ])('shows the price %s as the site does (%s)', async (price, shown) => {
      expect(formatGem(price)).toBe(shown);
      const content: QueuedMailContent = {
        kind: 'offer-received',
        params: { link: `${SAMPLE_SITE_ORIGIN}/user-portal/offers`, collectible: 'Moonlit Koi', price },
      };
      const mail = await renderMail(content, context());
      expect(mail.html).toContain(shown);
      expect(mail.text).toContain(`Someone offered ${shown} for Moonlit Koi.`);
    });

    it('shows a referral reward amount as the site does', async () => {
      const mail = await renderMail({ kind: 'referral-reward', params: { link: `${SAMPLE_SITE_ORIGIN}/user-portal/referrals`, amount: '1000' } }, context());
      expect(mail.text).toContain('1,000.00 GEM');
    });

    it.each([
      ['en', 'March 5, 2026'],
      ['de', '5. März 2026'],
      ['ja', '2026年3月5日'],
      ['fr', '5 mars 2026'],
    ] as const)('writes the time of a security notice in %s, in UTC', async (locale, date) => {
      const mail = await renderMail(SAMPLE_MAILS['password-changed'], context({ locale }));
      expect(mail.text).toContain(date);
      expect(mail.text).toContain('UTC');
    });
    it.each([
      ['ja', '2026年3月5日 14:30 UTC'],
      ['ko', '2026년 3월 5일 14:30 UTC'],
      ['zh', '2026年3月5日 UTC 14:30'],
      ['en', 'March 5, 2026 at 2:30 PM UTC'],
    ] as const)('writes the time in %s with its own clock and the zone where the language puts it (%s)', async (locale, shown) => {
      const mail = await renderMail(SAMPLE_MAILS['password-changed'], context({ locale }));
      expect(mail.text.replace(/\s/g, ' ')).toContain(shown);
      if (locale !== 'en') expect(mail.text).not.toMatch(/\b[AP]M\b/);
    });
  });

  describe('security notices', () => {
    const SECURITY_KINDS = MAIL_KINDS.filter((kind): kind is NoticeKind => MAIL_CATEGORY[kind] === 'security');
    it.each(SUPPORT_LOCALES_BY_KIND(SECURITY_KINDS))('%s in %s leads to support, which works signed out, not to the account page', async (kind, locale) => {
      const prefix = locale === 'en' ? '' : `/${locale}`;
      const mail = await renderMail(SAMPLE_MAILS[kind], context({ locale }));
      expect(hrefsOf(mail.html)).toContain(`${SAMPLE_SITE_ORIGIN}${prefix}/support`);
      expect(hrefsOf(mail.html).some((href) => href.includes('/user-portal/'))).toBe(false);
      expect(mail.text).toContain(MAIL_WORDS[locale].notices[kind].action);
    });
    it('names the action as support in every language', () => {
      expect(MAIL_WORDS.en.notices['password-changed'].action).toBe('Contact support');
      expect(MAIL_WORDS.ja.notices['email-changed'].action).toBe('サポートに連絡する');
    });
  });

  describe('the device of a new sign-in', () => {
    it.each([
      ['en', 'Firefox on Windows', 'Firefox on Windows'],
      ['ja', 'Firefox on Windows', 'Windows の Firefox'],
      ['fr', 'Firefox on Windows', 'Firefox sous Windows'],
      ['zh', 'Browser on Linux', 'Linux 上的 浏览器'],
      ['de', 'Unknown device', 'einem unbekannten Gerät'],
      ['ko', 'Chrome', 'Chrome'],
    ] as const)('is named in %s: %s → %s', async (locale, device, shown) => {
      const content: QueuedMailContent = {
        kind: 'new-device-sign-in',
        params: { link: `${SAMPLE_SITE_ORIGIN}/support`, device, at: '2026-03-05T14:30:00.000Z' },
      };
      const mail = await renderMail(content, context({ locale }));
      expect(mail.text).toContain(shown);
      if (locale !== 'en') expect(mail.text).not.toContain(' on ');
    });
  });

  describe('the declined offer', () => {
    it('says the amount that was declined and leads to the offers the person made', async () => {
      const mail = await renderMail(SAMPLE_MAILS['offer-declined'], context({ locale: 'en' }));
      expect(mail.text).toContain('The owner of Crystal Golem declined your offer of 42.00 GEM.');
      expect(hrefsOf(mail.html)).toContain(`${SAMPLE_SITE_ORIGIN}/user-portal/offers?agent=BUYER`);
    });
  });

  describe('links', () => {
    it.each(SUPPORTED_LOCALES)('in %s, point at the shell under the recipient locale prefix', async (locale) => {
      const prefix = locale === 'en' ? '' : `/${locale}`;
      const mail = await renderMail(SAMPLE_MAILS['offer-received'], context({ locale }));
      const hrefs = hrefsOf(mail.html);
      expect(hrefs).toContain(`${SAMPLE_SITE_ORIGIN}${prefix}/user-portal/offers`);
      expect(hrefs).toContain(`${SAMPLE_SITE_ORIGIN}${prefix}/communications`);
      expect(mail.text).toContain(`${SAMPLE_SITE_ORIGIN}${prefix}/user-portal/offers`);
      expect(hrefs).toContain(`${SAMPLE_SITE_ORIGIN}${prefix}/communications?unsubscribe=key-1`);
    });

    it('keep the query of a link the mail was queued with', async () => {
      const mail = await renderMail(SAMPLE_MAILS['verify-email'], context({ locale: 'ko' }));
      expect(hrefsOf(mail.html)).toContain(`${SAMPLE_SITE_ORIGIN}/ko?verify-email=k2`);
    });

    it('leave a link that already names a language, and a link to another origin (the identity page), as they are', async () => {
      const support: QueuedMailContent = { kind: 'support-ticket-received', params: { link: `${SAMPLE_SITE_ORIGIN}/es/support?ticket=SR-1`, receipt: 'SR-1' } };
      expect(hrefsOf((await renderMail(support, context({ locale: 'fr' }))).html)).toContain(`${SAMPLE_SITE_ORIGIN}/es/support?ticket=SR-1`);
      const confirm = await renderMail(SAMPLE_MAILS['confirm-sign-up'], context({ locale: 'ja' }));
      expect(hrefsOf(confirm.html)).toContain(SAMPLE_MAILS['confirm-sign-up'].params.link);
    });

    it('refuse a link that is not http(s)', async () => {
      const content: QueuedMailContent = { kind: 'password-changed', params: { link: 'javascript:alert(1)', at: '2026-03-05T14:30:00.000Z' } };
      await expect(renderMail(content, context())).rejects.toThrow('http(s)');
    });
  });

  describe('the offers digest', () => {
    it('lists each folded mail as a line (item, what happened, amount) with one button to the offers page', async () => {
      const mail = await renderMail(SAMPLE_MAILS['offers-digest'], context({ locale: 'en' }));
      expect(mail.subject).toBe('5 updates on your offers and sales');
      for (const line of [
        ['Ember Drake #0042', 'Offer received', '1,234.50 GEM'],
        ['Moonlit Koi', 'Offer received', '60.00 GEM'],
        ['Crystal Golem', 'Your offer was declined'],
        ['Sky Lantern', 'Sold', '12.99 GEM'],
        ['Referrals', 'Reward earned', '5.00 GEM'],
      ]) {
        expect(mail.text).toContain(line.join(' — '));
      }
      const buttons = hrefsOf(mail.html).filter((href) => href.includes('/user-portal/'));
      expect(new Set(buttons)).toEqual(new Set([`${SAMPLE_SITE_ORIGIN}/user-portal/offers`]));
    });

    it.each([
      ['en', 1, '1 update on your offers and sales'],
      ['fr', 1, '1 nouveauté sur vos offres et ventes'],
      ['fr', 2, '2 nouveautés sur vos offres et ventes'],
      ['ja', 3, 'オファーとセールに 3 件のお知らせがあります'],
    ] as const)('counts in %s with the plural form its rules select (%d)', async (locale, count, subject) => {
      const mails = Array.from({ length: count }, () => SAMPLE_MAILS['offers-digest'].params.mails[0]!);
      expect((await renderMail({ kind: 'offers-digest', params: { mails } }, context({ locale }))).subject).toBe(subject);
    });

    it('uses the many form where the rules select it (a million, in French), with the count grouped as the locale groups it', () => {
      expect(new Intl.PluralRules('fr').select(1_000_000)).toBe('many');
      expect(pluralText({ one: '{count} x', many: '{count} many', other: '{count} other' }, 1_000_000, 'fr').replace(/\s/g, ' ')).toBe('1 000 000 many');
    });
  });

  describe('text the person wrote', () => {
    const hostile = '<img src=x onerror=alert(1)>';

    it('arrives escaped in the HTML: a collectible named like markup stays characters', async () => {
      const content: QueuedMailContent = {
        kind: 'item-sold',
        params: { link: `${SAMPLE_SITE_ORIGIN}/user-portal/activity`, collectible: hostile, price: '1' },
      };
      const mail = await renderMail(content, context());
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.text).toContain(hostile);
    });

    it.each([
      ['new-device-sign-in', { device: hostile }],
      ['email-changed', { newEmailMasked: hostile }],
      ['support-ticket-received', { receipt: hostile }],
    ] as const)('arrives escaped in %s too', async (kind, hostileParams) => {
      const sample = SAMPLE_MAILS[kind as MailKind];
      const content = { ...sample, params: { ...sample.params, ...hostileParams } } as QueuedMailContent;
      const mail = await renderMail(content, context());
      expect(mail.html).not.toContain('<img');
    });

    it('and in the digest lines', async () => {
      const content: QueuedMailContent = {
        kind: 'offers-digest',
        params: { mails: [{ kind: 'offer-received', params: { link: `${SAMPLE_SITE_ORIGIN}/user-portal/offers`, collectible: hostile, price: '2' } }] },
      };
      expect((await renderMail(content, context())).html).not.toContain('<img');
    });

    it('keeps the subject one line: a name cannot add a header', async () => {
      const content: QueuedMailContent = {
        kind: 'item-sold',
        params: { link: `${SAMPLE_SITE_ORIGIN}/user-portal/activity`, collectible: 'Koi\r\nBcc: x@evil.example', price: '1' },
      };
      expect((await renderMail(content, context())).subject).toBe('You sold Koi Bcc: x@evil.example');
    });
  });

  it('keeps the heading as written in the text (not capitalised)', async () => {
    const mail = await renderMail(SAMPLE_MAILS['offer-received'], context());
    expect(mail.text).toContain('You received an offer');
  });
});
