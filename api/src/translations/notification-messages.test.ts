import { NOTIFICATION_TRANSLATION_IDS, type NotificationTranslationId, SUPPORTED_LOCALES } from '@marketplace/contracts/wire';
import { NOTIFICATION_MESSAGES } from './notification-messages';

/** The params each notification carries, as documented beside NOTIFICATION_TRANSLATION_IDS. */
const DOCUMENTED_PARAMS: Record<NotificationTranslationId, string[]> = {
  'purchase.complete': ['collectible', 'price'],
  'sale.complete': ['collectible', 'price'],
  'offer.received': ['collectible', 'price'],
  'offer.accepted': ['collectible', 'price'],
  'offer.declined': ['collectible'],
  'offer.withdrawn': ['collectible', 'price'],
  'referral.reward': ['amount'],
  'transfer.received': ['collectible'],
  'deposit.confirmed': ['amount'],
  'gem.sent': ['address', 'amount'],
  'gem.received': ['amount'],
  'favourite.price-drop': ['collectible', 'previousPrice', 'price'],
  welcome: [],
};

function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((match) => match[1]!).sort();
}

describe('the notification messages', () => {
  it('has a message for every notification id in every locale, and no other', () => {
    const ids = Object.values(NOTIFICATION_TRANSLATION_IDS).sort();

    for (const locale of SUPPORTED_LOCALES) expect(Object.keys(NOTIFICATION_MESSAGES[locale]).sort()).toEqual(ids);
  });

  it.each(SUPPORTED_LOCALES)('fills exactly the documented params in %s', (locale) => {
    for (const [id, params] of Object.entries(DOCUMENTED_PARAMS)) {
      expect({ id, placeholders: placeholdersOf(NOTIFICATION_MESSAGES[locale][id as NotificationTranslationId]) }).toEqual({
        id,
        placeholders: [...params].sort(),
      });
    }
  });

  it('is translated: no locale but English repeats an English message', () => {
    for (const locale of SUPPORTED_LOCALES.filter((other) => other !== 'en')) {
      for (const id of Object.values(NOTIFICATION_TRANSLATION_IDS)) {
        expect({ locale, id, message: NOTIFICATION_MESSAGES[locale][id] }).not.toEqual({ locale, id, message: NOTIFICATION_MESSAGES.en[id] });
      }
    }
  });

  it('uses only the i18next placeholder syntax, never single braces', () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const message of Object.values(NOTIFICATION_MESSAGES[locale])) expect(message.replace(/\{\{[^}]+\}\}/g, '')).not.toMatch(/[{}]/);
    }
  });
});
