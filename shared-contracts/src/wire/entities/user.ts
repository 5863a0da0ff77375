import type { NotificationList } from './notification';
import type { RecordList, TransactionRecord } from './transaction';

export const USER_ROLES = ['USER', 'ADMIN'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export interface UserKeyTimes {
  password: string | null;
  google: string | null;
  apple: string | null;
  recoveryPassword: string | null;
}

export interface IdentityProviders {
  password: boolean;
  google: boolean;
  apple: boolean;
}

/** The shell-owned user state of spec §3. */
export interface UserState {
  authToken: string | null;
  id: string | null;
  playerId: string | null;
  username: string | null;
  displayName: string | null;
  tagline: string | null;
  usernameUpdateTime: string | null;
  email: string | null;
  walletAddress: string | null;
  accountAddress: string | null;
  keys: UserKeyTimes;
  role: UserRole;
  roles: string[];
  balance: number;
  transactions: RecordList<TransactionRecord>;
  referralTransactions: RecordList<TransactionRecord>;
  referredUsers: RecordList<{ id: string; username: string }>;
  antiphishingCode: string | null;
  /** Upper-cased; `DEFAULT` when unset. */
  profilePicture: string;
  profileBanner: string;
  twoFactorAuth: boolean;
  communications: boolean;
  notifications: NotificationList;
  acceptTerms: boolean;
  /** The terms version the person accepted (`TERMS_OF_SERVICE_VERSION` when current), null when never. */
  acceptedTermsVersion: string | null;
  requireWalletUpdate: boolean;
  walletLocked: boolean;
  identityProviders: IdentityProviders;
  /** From `referrals.marketplace` of the identity profile. */
  referredByUser: string | null;
  /** From `registrationTime`. */
  creationTime: string | null;
  preferredLocale: string;
  showBalance: boolean;
  elementalRaidersPlayer: boolean;
}

export interface UserProfileCacheEntry {
  id: string;
  /** Epoch milliseconds when the profile was cached. */
  cachedTime: number;
}

/** Payload of the signed bearer token. */
export interface TokenPayload {
  sub: string;
  /** Expiry, seconds since epoch. */
  exp: number;
}
