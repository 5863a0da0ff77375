import type { PRODUCT } from '../product';
import type { Rarity } from './collectible';

export const TRANSACTION_STATUSES = ['PENDING', 'COMPLETE'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

type ProductIdFields = {
  [K in `from${typeof PRODUCT}Id` | `to${typeof PRODUCT}Id`]: string | null;
};

/**
 * What a record moved: GEM and a collectible for a listing bought (PURCHASE) or an offer accepted (OFFER);
 * a collectible alone for a craft (CRAFT, amount 0): each ingredient from the crafter to the merchant, the
 * result from the merchant to the crafter; GEM alone from the marketplace to a referrer for a referred
 * person's first store purchase (REFERRAL_REWARD); GEM alone into the person's wallet from outside the
 * marketplace (DEPOSIT: `from` null, no fee) or from one wallet to an address (TRANSFER: `to` the account
 * holding that address, null for an address outside the marketplace; the fee is the network fee).
 */
export const TRANSACTION_KINDS = ['PURCHASE', 'OFFER', 'CRAFT', 'REFERRAL_REWARD', 'DEPOSIT', 'TRANSFER'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** Which side of a transaction the person was on: they paid (or gave the collectible), or they were paid (or got it). */
export type TransactionSide = 'in' | 'out';

/**
 * What the person's activity calls a transaction, from their side, and which ledger records each is:
 * a PURCHASE is a purchase to its buyer and a sale to its seller, and so on. The activity page labels
 * its rows and filters by these (`?kind=sale`), and the API answers a filter with the same rule.
 */
export const ACTIVITY_KIND_RECORDS = {
  purchase: { kind: 'PURCHASE', side: 'out' },
  sale: { kind: 'PURCHASE', side: 'in' },
  offerPaid: { kind: 'OFFER', side: 'out' },
  offerReceived: { kind: 'OFFER', side: 'in' },
  craftUsed: { kind: 'CRAFT', side: 'out' },
  craftMade: { kind: 'CRAFT', side: 'in' },
  reward: { kind: 'REFERRAL_REWARD', side: 'in' },
  deposit: { kind: 'DEPOSIT', side: 'in' },
  sent: { kind: 'TRANSFER', side: 'out' },
  received: { kind: 'TRANSFER', side: 'in' },
} as const satisfies Record<string, { kind: TransactionKind; side: TransactionSide }>;
export type ActivityKindFilter = keyof typeof ACTIVITY_KIND_RECORDS;
export const ACTIVITY_KIND_FILTERS = Object.keys(ACTIVITY_KIND_RECORDS) as ActivityKindFilter[];

/** Extension: the collectible a transaction moved, as a row of the person's activity shows it. */
export interface TransactionCollectible {
  name: string;
  rarity: Rarity;
  /** As every collectible answer gives it: a path on the main API or an absolute URL. */
  imageUrl: string;
  /** The game that issued it: the counterpart of a store sale or a craft (a null `from`/`to` id). */
  merchantId: string;
}

/**
 * Spec §3 transaction record. `from{product}Id` paid, `to{product}Id` was paid; null is the merchant
 * (a store sale has no seller account).
 */
export type TransactionRecord = ProductIdFields & {
  id: string;
  /** ISO time: when it completed, or when it was made while pending. */
  time: string;
  /** Added client-side: pending ones come from `/transactions/pending`. */
  status: TransactionStatus;
  kind: string;
  /** GEM decimal strings: the price the seller receives, and the marketplace fee the payer paid on top. */
  amount: string;
  fee: string;
  collectibleId: string | null;
  /** Extension: the collectible named by `collectibleId`, absent from an older server and null without one. */
  collectible?: TransactionCollectible | null;
  /** Extension: the address a TRANSFER went to (checksummed); absent or null for every other kind. */
  address?: string | null;
};

/** A transaction as the server lists it; its status is set client-side from the list it came from. */
export type ListedTransaction = Omit<TransactionRecord, 'status'>;

export interface RecordList<T> {
  records: T[];
  total: number;
}

export function isTransactionPending(record: Pick<TransactionRecord, 'status'>): boolean {
  return record.status === 'PENDING';
}
