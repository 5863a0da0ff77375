/**
 * Every mail the API sends, what each carries, and which rules it follows. One table that the queue
 * (`enqueue-mail.ts`), the sender (`mail-sender.ts`) and the templates (`templates/`) all read, so a new
 * kind of mail is one entry here and one template, and cannot be sent without both.
 *
 * Categories:
 * - `account`: the mail is the answer to something the person (or someone using their address) just did:
 *   a sign-up link, a verification link, a support receipt. Always sent, never folded, no unsubscribe.
 * - `security`: something happened to the account, its keys or its money. Always sent whatever the
 *   communication preferences say (the communications page promises it), never folded into a digest.
 * - `offers`: offers and sales. Sent only while the person's `communications` switch and their `offers`
 *   category are on, read when the mail is sent (not when it was queued); a burst becomes one digest; each
 *   carries one-click unsubscribe (RFC 8058).
 */
export type MailCategory = 'account' | 'security' | 'offers';

/** A link the mail's main button opens (absolute URL). */
interface WithLink {
  link: string;
}

/** An item the mail is about: its name as the site shows it and a decimal GEM amount (formatted by the template). */
interface AboutItem extends WithLink {
  collectible: string;
}

interface AboutPricedItem extends AboutItem {
  /** A decimal GEM string (the API's amounts, exact to the wei); the template shows it as the site does (`formatGem`). */
  price: string;
}

/** Where and from what a sign-in came, as the devices page names it. */
interface AboutDevice extends WithLink {
  device: string;
  /** ISO time of the sign-in; the template shows it in the recipient's language. */
  at: string;
}

/** What each kind of mail carries to its template. Plain JSON: it is stored in the outbox row until sent. */
export interface MailParams {
  // account
  'confirm-sign-up': WithLink;
  'sign-up-attempt': WithLink;
  'verify-email': WithLink;
  'unsubscribe-communications': WithLink;
  'support-ticket-received': WithLink & { receipt: string };
  /** Sent to the NEW address of an address change: the link that completes it (it works for 24 hours, once). */
  'confirm-email-change': WithLink;
  // offers and sales
  'offer-received': AboutPricedItem;
  'offer-accepted': AboutPricedItem;
  'offer-declined': AboutPricedItem;
  'offer-withdrawn': AboutPricedItem;
  'item-sold': AboutPricedItem;
  'purchase-settled': AboutPricedItem;
  'referral-reward': WithLink & { amount: string };
  /** A favourite's lowest listing (`price`) dropped below the price the person last knew (`previousPrice`, decimal GEM too). */
  'favourite-price-drop': AboutPricedItem & { previousPrice: string };
  // security notices
  'new-device-sign-in': AboutDevice;
  'password-changed': WithLink & { at: string };
  'two-factor-enabled': WithLink & { at: string };
  'two-factor-disabled': WithLink & { at: string };
  'wallet-password-rescued': WithLink & { at: string };
  /** Sent to the address the account had before the change, naming the new one masked (`a…@example.com`). */
  'email-changed': WithLink & { at: string; newEmailMasked: string };
  /** The person asked to close the account: `at` is when it will be closed (the end of the grace period). */
  'account-closing-scheduled': WithLink & { at: string };
  /** A pending closing was cancelled (by signing in and keeping the account): `at` is when. */
  'account-closing-cancelled': WithLink & { at: string };
  // the digest the sender writes for a burst of `offers` mails: the folded mails, oldest first
  'offers-digest': { mails: FoldedMail[] };
}

export type MailKind = keyof MailParams;

/** One mail folded into a digest: its kind and what it carried. */
export type FoldedMail = { [K in FoldableKind]: { kind: K; params: MailParams[K] } }[FoldableKind];

export const MAIL_CATEGORY = {
  'confirm-sign-up': 'account',
  'sign-up-attempt': 'account',
  'verify-email': 'account',
  'unsubscribe-communications': 'account',
  'support-ticket-received': 'account',
  'confirm-email-change': 'account',
  'offer-received': 'offers',
  'offer-accepted': 'offers',
  'offer-declined': 'offers',
  'offer-withdrawn': 'offers',
  'item-sold': 'offers',
  'purchase-settled': 'offers',
  'referral-reward': 'offers',
  'favourite-price-drop': 'offers',
  'new-device-sign-in': 'security',
  'password-changed': 'security',
  'two-factor-enabled': 'security',
  'two-factor-disabled': 'security',
  'wallet-password-rescued': 'security',
  'email-changed': 'security',
  'account-closing-scheduled': 'security',
  'account-closing-cancelled': 'security',
  'offers-digest': 'offers',
} as const satisfies Record<MailKind, MailCategory>;

/** The kinds a burst folds into one `offers-digest` (the digest itself is not folded again). */
export type FoldableKind = Exclude<{ [K in MailKind]: (typeof MAIL_CATEGORY)[K] extends 'offers' ? K : never }[MailKind], 'offers-digest'>;

export const MAIL_KINDS = Object.keys(MAIL_CATEGORY) as MailKind[];

export function isFoldable(kind: MailKind): kind is FoldableKind {
  return MAIL_CATEGORY[kind] === 'offers' && kind !== 'offers-digest';
}

/** A mail as the queue holds it: the kind and its params, typed together. */
export type QueuedMailContent = { [K in MailKind]: { kind: K; params: MailParams[K] } }[MailKind];

/**
 * Mails to an address the account has not proven yet (the link that proves it): they never show the
 * account's antiphishing code, which would otherwise go to whoever typed or mistyped that address.
 */
export const TO_UNPROVEN_ADDRESS: ReadonlySet<MailKind> = new Set<MailKind>(['confirm-email-change']);
