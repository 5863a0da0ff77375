import type { AccountClosingSettings } from '../account-closing/closing-settings.js';
import type { Authentication } from '../auth/authenticate.js';
import type { FailedAttempts } from '../auth/failed-attempts.js';
import type { IdempotentWriteHandler } from '../idempotency/idempotent-writes.js';
import type { CounterStore } from '../limits/counter-store.js';
import type { TokenService } from '../auth/token-service.js';
import type { Database } from '../db/database.js';
import type { MarketplaceFees } from '../commerce/marketplace-fees.js';
import type { IdentityProviderConfig } from '../idp/identity-provider-config.js';
import type { WalletMoveSettings } from '../wallet-moves/wallet-move-settings.js';

/** What every route plugin of the API works with. */
export interface AppContext {
  db: Database;
  tokens: TokenService;
  auth: Authentication;
  /** Where the shell lives: the identity page sends the browser back to its `/loading`. */
  shellOrigin: string;
  /** The API's own origin for the links it hands out, from configuration only (a Host header is the client's to forge). */
  publicOrigin: string;
  /** The site key the local humanity provider answers to. */
  humanitySiteKey: string;
  /** Spec §9 marketplace fee, the same figures the shell's runtime config shows buyers. */
  fees: MarketplaceFees;
  /** The Google / Apple sign-ins the identity page offers (local stand-ins only with the development switch). */
  identityProviders: IdentityProviderConfig;
  /** preHandler after the sign-in check of a write that buys, crafts, lists or offers: honours `Idempotency-Key`. */
  idempotentWrite: IdempotentWriteHandler;
  /** Where limits count: shared by every instance on PostgreSQL, in memory on PGlite. */
  counters: CounterStore;
  /** Wrong 2FA codes per user: one budget for every route that takes a code, so none is a way around it. */
  twoFactorAttempts: FailedAttempts;
  /** Wrong current passwords per signed-in user: one budget for every route that asks for it (`passwords/user-password.ts`). */
  passwordAttempts: FailedAttempts;
  /** The send's network fee and the deposit stand-in's cap (the stand-in runs only with `identityProviders.localStandIns`). */
  walletMoves: WalletMoveSettings;
  /** How long a hot read's answer may be kept (`DEFAULT_HOT_READ_TTL_MS`). */
  hotReadTtlMs: number;
  /** The grace period of a closing, and the clock it is judged by (tests move it; the server's is the real time). */
  accountClosing: AccountClosingSettings & { clock: () => Date };
}
