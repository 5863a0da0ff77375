import type { SelfUser } from '../schemas/user-schemas';
import type { UserState } from '../entities/user';

const emptyList = () => ({ records: [], total: 0 });

/** Spec §3 defaults: what a user state holds before anything is known. */
export function emptyUserState(): UserState {
  return {
    authToken: null,
    id: null,
    playerId: null,
    username: null,
    displayName: null,
    tagline: null,
    usernameUpdateTime: null,
    email: null,
    walletAddress: null,
    accountAddress: null,
    keys: { password: null, google: null, apple: null, recoveryPassword: null },
    role: 'USER',
    roles: [],
    balance: 0,
    transactions: emptyList(),
    referralTransactions: emptyList(),
    referredUsers: emptyList(),
    antiphishingCode: null,
    profilePicture: 'DEFAULT',
    profileBanner: 'banner0',
    twoFactorAuth: false,
    communications: false,
    notifications: { records: [], total: 0, unread: 0 },
    acceptTerms: false,
    acceptedTermsVersion: null,
    requireWalletUpdate: false,
    walletLocked: false,
    identityProviders: { password: false, google: false, apple: false },
    referredByUser: null,
    creationTime: null,
    preferredLocale: 'en',
    showBalance: false,
    elementalRaidersPlayer: false,
  };
}

/**
 * The user state of spec §3 from the merged `GET /api/users/self`: its defaults where the profile is
 * silent and its derived fields (`referredByUser` from `referrals.marketplace`, `creationTime` from
 * `registrationTime`, the profile picture upper-cased).
 */
export function userStateFromProfile(self: SelfUser, authToken: string, previous: UserState = emptyUserState()): UserState {
  return {
    ...previous,
    authToken,
    id: self.id,
    username: self.username,
    displayName: self.displayName,
    tagline: self.tagline,
    usernameUpdateTime: self.usernameUpdateTime,
    email: self.email,
    walletAddress: self.walletAddress,
    accountAddress: self.accountAddress,
    keys: self.keys,
    role: self.role ?? 'USER',
    roles: self.roles,
    antiphishingCode: self.antiphishingCode,
    profilePicture: (self.profilePicture || 'DEFAULT').toUpperCase(),
    profileBanner: self.profileBanner || 'banner0',
    twoFactorAuth: self.twoFactorAuth,
    communications: self.communications,
    acceptTerms: self.acceptTerms,
    acceptedTermsVersion: self.acceptedTermsVersion,
    identityProviders: self.identityProviders,
    referredByUser: self.referrals.marketplace,
    creationTime: self.registrationTime,
    preferredLocale: self.preferredLocale || 'en',
    showBalance: self.showBalance,
  };
}
