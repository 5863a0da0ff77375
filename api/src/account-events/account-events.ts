import { NOTIFICATION_TRANSLATION_IDS, type NotificationTranslationId } from '@marketplace/contracts/wire';
import type { MailKind, MailParams } from '../mail/mail-kinds.js';

/** What the site's own notification bell and the mail say about one event, and where the mail's button leads. */
interface AccountEvent {
  /** The locale-free shell page that shows what happened (the recipient's locale prefix is added per mail). */
  page: string;
  /** The notification told beside the mail, when the site has one for this event (its params are the mail's, less the link). */
  notification: NotificationTranslationId | null;
}

const OFFERS_PAGE = '/user-portal/offers';
/** The offers the person made (`?agent=BUYER`, the offers page's "made" tab): where a bidder sees an answer to theirs. */
const MADE_OFFERS_PAGE = '/user-portal/offers?agent=BUYER';
const ACTIVITY_PAGE = '/user-portal/activity';
/**
 * Where every security notice leads: the support page, which works signed out. A person who did not make the
 * change may no longer be able to sign in (a changed password, a rescued wallet, a moved address): a link to the
 * account page would open a sign-in they cannot pass. There is no self-service password reset (spec §3), so
 * support is what the product offers to someone whose account was taken over.
 */
export const SECURITY_NOTICE_PAGE = '/support';

/**
 * Every event the API tells an account about by mail, by its mail kind: one entry, so each event is
 * written once and its notification and its mail cannot drift apart. The `account` mails (answers to
 * what the person just did) and the address change (mailed to the old address) are sent where they happen.
 */
export const ACCOUNT_EVENTS = {
  'offer-received': { page: OFFERS_PAGE, notification: NOTIFICATION_TRANSLATION_IDS.offerReceived },
  'offer-accepted': { page: MADE_OFFERS_PAGE, notification: NOTIFICATION_TRANSLATION_IDS.offerAccepted },
  'offer-declined': { page: MADE_OFFERS_PAGE, notification: NOTIFICATION_TRANSLATION_IDS.offerDeclined },
  'offer-withdrawn': { page: OFFERS_PAGE, notification: NOTIFICATION_TRANSLATION_IDS.offerWithdrawn },
  'item-sold': { page: ACTIVITY_PAGE, notification: NOTIFICATION_TRANSLATION_IDS.saleComplete },
  'purchase-settled': { page: ACTIVITY_PAGE, notification: NOTIFICATION_TRANSLATION_IDS.purchaseComplete },
  'referral-reward': { page: '/user-portal/referrals', notification: NOTIFICATION_TRANSLATION_IDS.referralReward },
  'favourite-price-drop': { page: '/user-portal/favourites', notification: NOTIFICATION_TRANSLATION_IDS.favouritePriceDrop },
  'new-device-sign-in': { page: SECURITY_NOTICE_PAGE, notification: null },
  'password-changed': { page: SECURITY_NOTICE_PAGE, notification: null },
  'two-factor-enabled': { page: SECURITY_NOTICE_PAGE, notification: null },
  'two-factor-disabled': { page: SECURITY_NOTICE_PAGE, notification: null },
  'wallet-password-rescued': { page: SECURITY_NOTICE_PAGE, notification: null },
  // The mail says how to cancel (sign in, "Keep my account"); its button leads to support like every security notice.
  'account-closing-scheduled': { page: SECURITY_NOTICE_PAGE, notification: null },
  'account-closing-cancelled': { page: SECURITY_NOTICE_PAGE, notification: null },
} as const satisfies Partial<Record<MailKind, AccountEvent>>;

export type AccountEventKind = keyof typeof ACCOUNT_EVENTS;

/** What the place of the event knows: the mail's params without the link, which is built for the recipient. */
export type AccountEventFacts<K extends AccountEventKind> = Omit<MailParams[K], 'link'>;
