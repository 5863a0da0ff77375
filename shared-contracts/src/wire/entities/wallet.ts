import type { PRODUCT } from '../product';

export type Wallet = {
  walletAddress: string | null;
  accountAddress: string | null;
  playerId: string | null;
  showBalance: boolean;
} & { [K in `balance${typeof PRODUCT}`]: number };

export interface WalletPayload {
  address: string;
}

export type BalancePayload = { [K in typeof PRODUCT]: number } & { USD: number };
