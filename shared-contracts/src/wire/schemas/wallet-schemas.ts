import * as z from 'zod/mini';
import { PRODUCT } from '../product';

/** A 20-byte hex address; the server also checks a mixed-case checksum and stores it checksummed. */
export const walletAddressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid address'));

/** `POST /api/users/self/wallet` body (spec §7); needs an `X-Humanity-Token` header. */
export const walletRegistrationSchema = z.strictObject({ walletAddress: walletAddressSchema });
export type WalletRegistration = z.infer<typeof walletRegistrationSchema>;

/** Extension of spec §7: the answer of `POST /api/users/self/wallet`, the wallet payload of spec §3. */
export const walletPayloadSchema = z.object({ address: z.string() });

/** `GET /api/users/self/balance` payload: the balance payload of spec §3. */
export const balancePayloadSchema = z.object({ [PRODUCT]: z.number(), USD: z.number() });
export type BalancePayloadAnswer = z.infer<typeof balancePayloadSchema>;

/** Extension of spec §7: the address of the token contract that the local explorer knows. */
export const LOCAL_PRODUCT_CONTRACT_ADDRESS = '0xdc1c13a8fE12ae2469EC8fe23922f0e68E45Dd16';

/**
 * Extension of spec §7: query of the local explorer, BscScan-compatible
 * (`GET /explorer/api?module=account&action=tokenbalance&contractaddress=&address=`).
 */
export const explorerTokenBalanceQuerySchema = z.object({
  module: z.literal('account'),
  action: z.literal('tokenbalance'),
  contractaddress: walletAddressSchema,
  address: walletAddressSchema,
  tag: z.optional(z.string()),
  apikey: z.optional(z.string()),
});

/** Extension of spec §7: BscScan's answer; `result` is the balance in wei (18 decimals) on success. */
export const explorerAnswerSchema = z.object({
  status: z.enum(['0', '1']),
  message: z.string(),
  result: z.string(),
});
export type ExplorerAnswer = z.infer<typeof explorerAnswerSchema>;
