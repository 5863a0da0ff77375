import { formatGem, type Locale } from '@marketplace/contracts/wire';

/**
 * What a mail's params say, written for the reader: the values its words' placeholders take, named as the
 * params are (`{collectible}`, `{price}`, `{at}`, …). Amounts as every page of the site shows them (`formatGem`),
 * times in the recipient's language. `link` is not a fact: it is the button.
 */
const FACT_WRITERS = {
  collectible: (value: string) => value,
  price: (value: string) => formatGem(value),
  amount: (value: string) => formatGem(value),
  previousPrice: (value: string) => formatGem(value),
  device: (value: string) => value,
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
 * An ISO time in the recipient's language. The API does not know the reader's time zone, so the time is given
 * in UTC and says so: a security notice must not show an hour that is wrong by the reader's offset.
 */
export function formatMailTime(iso: string, locale: Locale): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) throw new Error(`Not a time: ${iso}`);
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(time);
}
