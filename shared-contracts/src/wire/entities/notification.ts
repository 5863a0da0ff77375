export interface NotificationRecord {
  id: string;
  read: boolean;
  /** A message of the `notifications` translation file, see `NOTIFICATION_TRANSLATION_IDS`. */
  translationId: string;
  /** Fill the message's `{{placeholders}}`. */
  params: Record<string, string>;
  /** ISO time it was sent. */
  time: string;
}

export interface NotificationList {
  records: NotificationRecord[];
  total: number;
  unread: number;
}

/**
 * The notifications the reference API generates. Each id is a message of the server's `notifications`
 * translation file (`GET /api/translations/file/notifications?locale=`); its params fill the
 * `{{placeholders}}` of that message.
 */
export const NOTIFICATION_TRANSLATION_IDS = {
  /** params: collectible, price — the buyer's purchase has settled. */
  purchaseComplete: 'purchase.complete',
  /** params: collectible, price — the seller's listing was bought. */
  saleComplete: 'sale.complete',
  /** params: collectible, price — someone bid on the user's collectible. */
  offerReceived: 'offer.received',
  /** params: collectible, price — the owner accepted the user's offer. */
  offerAccepted: 'offer.accepted',
  /** params: collectible — the owner declined the user's offer. */
  offerDeclined: 'offer.declined',
  /** params: collectible, price — the bidder withdrew their offer on the user's collectible. */
  offerWithdrawn: 'offer.withdrawn',
  /** params: amount — a person the user referred made a purchase, and the user's reward arrived. */
  referralReward: 'referral.reward',
  /** params: collectible — a collectible arrived in the user's collection. */
  transferReceived: 'transfer.received',
  /** params: amount — GEM added to the user's wallet is confirmed. */
  depositConfirmed: 'deposit.confirmed',
  /** params: amount, address — the user's send to an address is complete. */
  transferSent: 'gem.sent',
  /** params: amount — GEM sent to the user's address arrived in the balance. */
  gemReceived: 'gem.received',
  /** params: collectible, price, previousPrice — a favourite's lowest listing dropped below the price last told. */
  favouritePriceDrop: 'favourite.price-drop',
  /** no params — sent once when the account is created. */
  welcome: 'welcome',
} as const;
export type NotificationTranslationId = (typeof NOTIFICATION_TRANSLATION_IDS)[keyof typeof NOTIFICATION_TRANSLATION_IDS];
