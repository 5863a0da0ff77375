import type { TransactionKind } from '@marketplace/contracts/wire';
import { ClientError } from '../validation/client-error.js';
import type { Database } from '../db/database.js';
import { transactions } from '../db/schema.js';
import { INSUFFICIENT_BALANCE } from './commerce-refusals.js';
import { debitBalance } from '../ledger/ledger-moves.js';

export interface TransferTerms {
  kind: TransactionKind;
  buyerId: string;
  /** Null for the merchant: a store sale pays no seller account. */
  sellerId: string | null;
  collectibleId: string;
  priceWei: bigint;
  feeWei: bigint;
  mintId?: string;
}

/**
 * The paying half of a sale, shared by a signed purchase and an accepted offer: the buyer pays price
 * plus fee now, and a PENDING transaction records what settlement still owes (the collectible to the
 * buyer, the price to the seller). Run it inside the transaction that also claims the sale, so a
 * refused debit undoes the claim too.
 */
export async function startTransfer(tx: Database, terms: TransferTerms): Promise<void> {
  if (!(await debitBalance(tx, terms.buyerId, terms.priceWei + terms.feeWei))) throw new ClientError(409, INSUFFICIENT_BALANCE);
  await tx.insert(transactions).values({
    kind: terms.kind,
    fromUserId: terms.buyerId,
    toUserId: terms.sellerId,
    amountWei: terms.priceWei.toString(),
    feeWei: terms.feeWei.toString(),
    collectibleId: terms.collectibleId,
    mintId: terms.mintId ?? null,
    status: 'PENDING',
  });
}
