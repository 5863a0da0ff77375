import { PRODUCT, type TransactionRecord, weiOfGem } from '@marketplace/contracts/wire';

const FROM_ID = `from${PRODUCT}Id` as const;
const TO_ID = `to${PRODUCT}Id` as const;

/** Whether GEM (or, for a craft, the collectible) came to the person or left them. */
export type ActivityDirection = 'in' | 'out';

/** What a row calls the transaction, from the person's side (`activity.kinds.*`). */
export type ActivityKind = 'purchase' | 'sale' | 'offerPaid' | 'offerReceived' | 'craftUsed' | 'craftMade' | 'reward' | 'other';

/** Who was on the other side: another person (by id), or the game itself (a store sale, a craft, a reward). */
export type ActivityCounterpart = { kind: 'user'; userId: string } | { kind: 'merchant'; merchantId: string } | null;

export interface ActivityEntry {
  direction: ActivityDirection;
  kind: ActivityKind;
  counterpart: ActivityCounterpart;
  /**
   * The GEM the person's balance moved by, in wei: the price and the fee for the one who paid (the
   * buyer pays the fee on top, spec §9), the price for the one who was paid; 0 for a craft.
   */
  movedWei: bigint;
  /** The fee inside `movedWei` (paid only by the payer); 0 for the one who was paid. */
  feeWei: bigint;
}

/** Kinds the ledger writes (`TRANSACTION_KINDS`, plus rewards) → what each side calls them. */
const KIND_BY_SIDE: Record<string, Record<ActivityDirection, ActivityKind>> = {
  PURCHASE: { out: 'purchase', in: 'sale' },
  OFFER: { out: 'offerPaid', in: 'offerReceived' },
  CRAFT: { out: 'craftUsed', in: 'craftMade' },
};

const weiOf = (amount: string) => weiOfGem(amount) ?? 0n;

/**
 * One transaction as the person reads it: which way it went for them, what they call it, who the other
 * side was (a null id is the merchant, spec §3) and what their balance moved by.
 */
export function activityEntryOf(record: TransactionRecord, viewerId: string): ActivityEntry {
  const direction: ActivityDirection = record[FROM_ID] === viewerId ? 'out' : 'in';
  const otherId = direction === 'out' ? record[TO_ID] : record[FROM_ID];
  const merchantId = record.collectible?.merchantId ?? null;
  const counterpart: ActivityCounterpart = otherId ? { kind: 'user', userId: otherId } : merchantId ? { kind: 'merchant', merchantId } : null;
  const kind = KIND_BY_SIDE[record.kind]?.[direction] ?? (/REWARD/i.test(record.kind) ? 'reward' : 'other');
  const feeWei = direction === 'out' ? weiOf(record.fee) : 0n;
  return { direction, kind, counterpart, movedWei: weiOf(record.amount) + feeWei, feeWei };
}
