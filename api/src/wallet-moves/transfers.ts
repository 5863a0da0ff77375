import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getAddress } from 'ethers';
import { buildTransferMessage, type TransferRecord, type TransferRequest, WALLET_MOVE_REFUSALS } from '@marketplace/contracts/wire';
import type { FailedAttempts } from '../auth/failed-attempts.js';
import { gemToWei, weiToGem } from '../ledger/gem-amounts.js';
import { debitBalance } from '../ledger/ledger-moves.js';
import { assertSignedByWallet } from '../commerce/wallet-signature.js';
import type { Database } from '../db/database.js';
import { insertedRow } from '../db/inserted-row.js';
import { transactions, users, walletTransfers } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { checkSecondFactor } from '../two-factor/two-factor-settings.js';
import { ClientError } from '../validation/client-error.js';
import { RequestValidationError } from '../validation/parse-request.js';

export interface TransferOrder {
  senderId: string;
  idempotencyKey: string;
  request: TransferRequest;
  networkFeeWei: bigint;
}

type TransferRow = typeof walletTransfers.$inferSelect;
type TransactionRow = typeof transactions.$inferSelect;

function transferRecordOf(transfer: TransferRow, transaction: Pick<TransactionRow, 'status' | 'completedAt'>): TransferRecord {
  const amountWei = BigInt(transfer.amountWei);
  const feeWei = BigInt(transfer.feeWei);
  return {
    id: transfer.id,
    key: transfer.idempotencyKey,
    to: transfer.toAddress,
    amount: weiToGem(amountWei),
    fee: weiToGem(feeWei),
    total: weiToGem(amountWei + feeWei),
    status: transaction.status,
    createdAt: transfer.createdAt.toISOString(),
    completedAt: transaction.completedAt?.toISOString() ?? null,
  };
}

/**
 * The recipient as the ledger stores it: checksummed. An all-lower (or all-upper) address carries no
 * checksum and is taken as it is; a mixed-case one must carry a right EIP-55 checksum, since a wrong one
 * means a typo that would send the GEM somewhere nobody holds a key.
 */
export function recipientAddressOf(address: string): string {
  try {
    return getAddress(address);
  } catch {
    throw new RequestValidationError(`body.to: ${WALLET_MOVE_REFUSALS.badChecksum}`);
  }
}

/** What a retry must repeat for the same key: the recipient, the amount and the fee (not the 2FA code, which changes). */
function requestHashOf(to: string, amountWei: bigint, feeWei: bigint): string {
  return createHash('sha256').update(`${to}\n${amountWei}\n${feeWei}`).digest('hex');
}

async function transferByKey(db: Database, senderId: string, idempotencyKey: string): Promise<{ transfer: TransferRow; transaction: TransactionRow } | null> {
  const [found] = await db
    .select({ transfer: walletTransfers, transaction: transactions })
    .from(walletTransfers)
    .innerJoin(transactions, eq(transactions.id, walletTransfers.transactionId))
    .where(and(eq(walletTransfers.senderId, senderId), eq(walletTransfers.idempotencyKey, idempotencyKey)));
  return found ?? null;
}

/** The same key again: the same request answers the transfer already made, another request is refused. */
function replayOf(found: { transfer: TransferRow; transaction: TransactionRow }, requestHash: string): TransferRecord {
  if (found.transfer.requestHash !== requestHash) throw new ClientError(409, WALLET_MOVE_REFUSALS.keyReused);
  return transferRecordOf(found.transfer, found.transaction);
}

/**
 * Sends GEM from the user's wallet to an address: checked (a right checksum, not the sender's own
 * address, the configured network fee), signed by the sender's wallet over the key, recipient, amount
 * and fee, confirmed with the 2FA code when 2FA is on; then in one transaction the sender pays amount
 * plus fee and a PENDING TRANSFER waits for `confirmWalletMoves` to reach the recipient. Idempotent:
 * the unique (sender, key) constraint lets one request of a key debit, once.
 */
export async function sendTransfer(
  db: Database,
  twoFactorAttempts: FailedAttempts,
  { senderId, idempotencyKey, request, networkFeeWei }: TransferOrder,
): Promise<TransferRecord> {
  const to = recipientAddressOf(request.to);
  const amountWei = gemToWei(request.amount);
  const feeWei = gemToWei(request.fee);
  const requestHash = requestHashOf(to, amountWei, feeWei);

  const earlier = await transferByKey(db, senderId, idempotencyKey);
  if (earlier) return replayOf(earlier, requestHash);

  const [sender] = await db.select({ walletAddress: users.walletAddress }).from(users).where(eq(users.id, senderId));
  if (!sender?.walletAddress) throw new ClientError(409, WALLET_MOVE_REFUSALS.noWallet);
  if (sender.walletAddress === to) throw new RequestValidationError(`body.to: ${WALLET_MOVE_REFUSALS.ownAddress}`);
  if (feeWei !== networkFeeWei) throw new ClientError(409, `${WALLET_MOVE_REFUSALS.feeChanged}: it is now ${weiToGem(networkFeeWei)} GEM`);

  await assertSignedByWallet(db, senderId, request.signature, (senderAddress) =>
    buildTransferMessage({ transferKey: idempotencyKey, senderAddress, recipientAddress: to, amount: request.amount, fee: request.fee }),
  );
  const secondFactor = await checkSecondFactor(db, twoFactorAttempts, senderId, request.code);
  if (secondFactor === 'locked') throw new ClientError(429, WALLET_MOVE_REFUSALS.tooManyCodes);
  if (secondFactor === 'wrong-code') throw new ClientError(403, WALLET_MOVE_REFUSALS.invalidCode);

  try {
    return await db.transaction(async (tx) => {
      const [recipient] = await tx.select({ id: users.id }).from(users).where(eq(users.walletAddress, to));
      const transaction = insertedRow(
        await tx
          .insert(transactions)
          .values({
            kind: 'TRANSFER',
            fromUserId: senderId,
            toUserId: recipient?.id ?? null,
            amountWei: amountWei.toString(),
            feeWei: feeWei.toString(),
            status: 'PENDING',
          })
          .returning(),
        'a transfer transaction',
      );
      const transfer = insertedRow(
        await tx
          .insert(walletTransfers)
          .values({
            senderId,
            idempotencyKey,
            requestHash,
            toAddress: to,
            recipientId: recipient?.id ?? null,
            amountWei: amountWei.toString(),
            feeWei: feeWei.toString(),
            signature: request.signature,
            transactionId: transaction.id,
          })
          .returning(),
        'a transfer',
      );
      if (!(await debitBalance(tx, senderId, amountWei + feeWei))) throw new ClientError(409, WALLET_MOVE_REFUSALS.insufficientBalance);
      return transferRecordOf(transfer, transaction);
    });
  } catch (error) {
    // The same key sent twice at once: the other request made the transfer, so this one answers it.
    if (!isUniqueViolation(error)) throw error;
    const made = await transferByKey(db, senderId, idempotencyKey);
    if (!made) throw error;
    return replayOf(made, requestHash);
  }
}

/** One of the user's sends, as it stands now; 404 when the user made no such transfer. */
export async function transferOfSender(db: Database, senderId: string, transferId: string): Promise<TransferRecord> {
  const [found] = await db
    .select({ transfer: walletTransfers, transaction: transactions })
    .from(walletTransfers)
    .innerJoin(transactions, eq(transactions.id, walletTransfers.transactionId))
    .where(and(eq(walletTransfers.id, transferId), eq(walletTransfers.senderId, senderId)));
  if (!found) throw new ClientError(404, 'Transfer not found');
  return transferRecordOf(found.transfer, found.transaction);
}
