import { formatGem, type Locale } from '@marketplace/contracts/wire';
import { devicePartsOfName } from '../../devices/device-name.js';
import { MAIL_WORDS } from '../words/words-of-locale.js';
import { fillText } from './fill-words.js';
import { MailContentError } from './mail-content-error.js';

/**
 * What a mail's params say, written for the reader: the values its words' placeholders take, named as the
 * params are (`{collectible}`, `{price}`, `{at}`, …). Amounts as every page of the site shows them (`formatGem`),
 * times and device names in the recipient's language. `link` is not a fact: it is the button.
 */
const FACT_WRITERS = {
  collectible: (value: string) => value,
  price: (value: string) => formatGem(value),
  amount: (value: string) => formatGem(value),
  previousPrice: (value: string) => formatGem(value),
  device: (value: string, locale: Locale) => formatDevice(value, locale),
  at: (value: string, locale: Locale) => formatMailTime(value, locale),
  receipt: (value: string) => value,
  newEmailMasked: (value: string) => value,
} satisfies Record<string, (value: string, locale: Locale) => string>;

type FactName = keyof typeof FACT_WRITERS;

function isFactName(name: string): name is FactName {
  return Object.hasOwn(FACT_WRITERS, name);
}

export function factsOf(params: object, locale: Locale): Record<string, string> {
  const facts: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (isFactName(name) && typeof value === 'string') facts[name] = FACT_WRITERS[name](value, locale);
  }
  return facts;
}

/**
 * A device as the devices page names it ("Chrome on Linux", in English: that is how it is stored) in the reader's
 * language: the product names (Chrome, Linux) stay, the words around them are the locale's ("Linux の Chrome").
 */
export function formatDevice(name: string, locale: Locale): string {
  const words = MAIL_WORDS[locale].device;
  const { browser, system } = devicePartsOfName(name);
  if (system === null) return browser ?? words.unknown;
  return fillText(words.on, { browser: browser ?? words.someBrowser, system });
}

/** Where a 12-hour clock reads foreign (ICU writes a Latin "PM" in Korean) and a 24-hour one is the usual way to write a time. */
const TWENTY_FOUR_HOUR_LOCALES: ReadonlySet<Locale> = new Set<Locale>(['ja', 'ko', 'zh']);

/**
 * An ISO time in the recipient's language. The API does not know the reader's time zone, so the time is given
 * in UTC and says so (`timeZoneName`, placed where the locale's own pattern puts it): a security notice must not
 * show an hour that is wrong by the reader's offset.
 */
export function formatMailTime(iso: string, locale: Locale): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) throw new MailContentError(`Not a time: ${iso}`);
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(TWENTY_FOUR_HOUR_LOCALES.has(locale) ? { hourCycle: 'h23' as const } : {}),
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(time);
}
