import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import type { MailCategory } from '../mail-kinds.js';
import { MAIL_WORDS } from '../words/words-of-locale.js';
import { fillNodes } from './fill-words.js';
import { mailLink, sitePage } from './mail-links.js';
import { MAIL_STYLE } from './mail-style.js';
import type { MailContext } from './mail-context.js';

export interface MailLayoutProps {
  context: MailContext;
  category: MailCategory;
  /** The line an inbox shows beside the subject. */
  preview: string;
  /** The mail's one main button: what it does and where it goes (absolute, already localized). */
  action: { label: string; href: string };
  children: ReactNode;
}

/**
 * Every mail's frame: the site's name, the antiphishing code first (before anything a phisher could imitate),
 * the content and its one button, then the footer that says why the mail came and where to choose which come.
 * An offers mail also carries the visible unsubscribe link; account and security mails cannot be switched off
 * and do not offer it.
 */
export function MailLayout({ context, category, preview, action, children }: MailLayoutProps) {
  const words = MAIL_WORDS[context.locale];
  const style = MAIL_STYLE;
  const unsubscribeUrl = category === 'offers' && context.unsubscribeUrl !== null ? mailLink(context.unsubscribeUrl, context.siteOrigin, context.locale) : null;
  return (
    <Html lang={context.locale} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={style.body}>
        <Container style={style.container}>
          <Link href={sitePage(context.siteOrigin, '/', context.locale)} style={style.brand} data-skip-in-text="true">
            {words.siteName}
          </Link>
          {context.antiphishingCode !== null && (
            <Section style={style.antiphishing}>
              <Text style={style.antiphishingCode}>
                {fillNodes(words.antiphishingCode, { code: <strong style={style.code}>{context.antiphishingCode}</strong> })}
              </Text>
              <Text style={style.antiphishingNote}>{words.antiphishingNote}</Text>
            </Section>
          )}
          <Section style={style.card}>
            {children}
            <Button href={action.href} style={style.button}>
              {action.label}
            </Button>
            <Text style={style.fallback} data-skip-in-text="true">
              {words.buttonFallback}{' '}
              <Link href={action.href} style={style.link}>
                {action.href}
              </Link>
            </Text>
          </Section>
          <Section style={style.footer}>
            <Text style={style.footerText}>{words.why[category]}</Text>
            <Text style={style.footerText}>
              <Link href={sitePage(context.siteOrigin, '/communications', context.locale)} style={style.footerLink}>
                {words.preferences}
              </Link>
            </Text>
            {unsubscribeUrl !== null && (
              <Text style={style.footerText}>
                <Link href={unsubscribeUrl} style={style.footerLink}>
                  {words.unsubscribe}
                </Link>
              </Text>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
