import type { TransactionKind } from '@marketplace/contracts/wire';

/** The ledger kinds that move GEM into or out of a wallet rather than pay for a collectible. */
export const WALLET_MOVE_KINDS = ['DEPOSIT', 'TRANSFER'] as const satisfies readonly TransactionKind[];
