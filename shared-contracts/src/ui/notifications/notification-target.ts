import { NOTIFICATION_TRANSLATION_IDS, type NotificationRecord } from '../../wire/entities/notification';

const {
  purchaseComplete,
  saleComplete,
  offerReceived,
  offerAccepted,
  offerDeclined,
  offerWithdrawn,
  referralReward,
  transferReceived,
  depositConfirmed,
  transferSent,
  gemReceived,
  favouritePriceDrop,
} = NOTIFICATION_TRANSLATION_IDS;

/** Where each kind of notification leads: the portal page where the person acts on what it tells. */
const TARGETS: Record<string, string> = {
  [purchaseComplete]: '/user-portal/activity',
  [saleComplete]: '/user-portal/activity',
  [offerReceived]: '/user-portal/offers',
  // An answer to an offer the person made: the offers page's "made" tab, where the bidder sees it.
  [offerAccepted]: '/user-portal/offers?agent=BUYER',
  [offerDeclined]: '/user-portal/offers?agent=BUYER',
  [offerWithdrawn]: '/user-portal/offers',
  [referralReward]: '/user-portal/referrals',
  [transferReceived]: '/user-portal/collection',
  [depositConfirmed]: '/user-portal/wallet',
  [transferSent]: '/user-portal/activity',
  [gemReceived]: '/user-portal/activity',
  [favouritePriceDrop]: '/user-portal/favourites',
};

/** The locale-free path a notification leads to, or null when it only tells something (a welcome). */
export function notificationTarget({ translationId }: Pick<NotificationRecord, 'translationId'>): string | null {
  return TARGETS[translationId] ?? null;
}
