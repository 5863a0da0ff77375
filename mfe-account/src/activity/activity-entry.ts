import { ACTIVITY_KIND_RECORDS, type ActivityKindFilter, PRODUCT, type TransactionRecord, weiOfGem } from '@marketplace/contracts/wire';

const FROM_ID = `from${PRODUCT}Id` as const;
const TO_ID = `to${PRODUCT}Id` as const;

/** Whether GEM (or, for a craft, the collectible) came to the person or left them. */
export type ActivityDirection = 'in' | 'out';

/** What a row calls the transaction, from the person's side (`activity.kinds.*`). */
export type ActivityKind =
  | 'purchase'
  | 'sale'
  | 'offerPaid'
  | 'offerReceived'
  | 'craftUsed'
  | 'craftMade'
  | 'reward'
  | 'deposit'
  | 'sent'
  | 'received'
  | 'other';

/**
 * Who was on the other side: another person (by id), the game itself (a store sale, a craft, a reward),
 * an address outside the marketplace (a send), or outside the marketplace altogether (a deposit).
 */
export type ActivityCounterpart =
  | { kind: 'user'; userId: string }
  | { kind: 'merchant'; merchantId: string }
  | { kind: 'address'; address: string }
  | { kind: 'outside' }
  | null;

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

/**
 * Kinds the ledger writes → what each side calls them: the rule the activity's filters and the API share
 * (`ACTIVITY_KIND_RECORDS`), turned round. A side the rule has no name for (a deposit is only ever "in")
 * reads like the other side of the same kind.
 */
const KIND_BY_SIDE: Record<string, Partial<Record<ActivityDirection, ActivityKind>>> = {};
for (const [name, { kind, side }] of Object.entries(ACTIVITY_KIND_RECORDS) as [ActivityKindFilter, (typeof ACTIVITY_KIND_RECORDS)[ActivityKindFilter]][]) {
  KIND_BY_SIDE[kind] = { ...KIND_BY_SIDE[kind], [side]: name };
}

function kindOf(record: TransactionRecord, direction: ActivityDirection): ActivityKind {
  const sides = KIND_BY_SIDE[record.kind];
  if (sides) return sides[direction] ?? sides[direction === 'in' ? 'out' : 'in'] ?? 'other';
  return /REWARD/i.test(record.kind) ? 'reward' : 'other';
}

function counterpartOf(record: TransactionRecord, otherId: string | null): ActivityCounterpart {
  if (otherId) return { kind: 'user', userId: otherId };
  if (record.kind === 'DEPOSIT') return { kind: 'outside' };
  if (record.address) return { kind: 'address', address: record.address };
  const merchantId = record.collectible?.merchantId ?? null;
  return merchantId ? { kind: 'merchant', merchantId } : null;
}

const weiOf = (amount: string) => weiOfGem(amount) ?? 0n;

/**
 * One transaction as the person reads it: which way it went for them, what they call it, who the other
 * side was (a null id is the merchant, spec §3) and what their balance moved by.
 */
export function activityEntryOf(record: TransactionRecord, viewerId: string): ActivityEntry {
  const direction: ActivityDirection = record[FROM_ID] === viewerId ? 'out' : 'in';
  const otherId = direction === 'out' ? record[TO_ID] : record[FROM_ID];
  const counterpart = counterpartOf(record, otherId);
  const kind = kindOf(record, direction);
  const feeWei = direction === 'out' ? weiOf(record.fee) : 0n;
  return { direction, kind, counterpart, movedWei: weiOf(record.amount) + feeWei, feeWei };
}
