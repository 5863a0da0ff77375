import type { Locale, PublicUserProfile, SelfUser } from '@marketplace/contracts/wire';
import type { users, vaultKeys } from '../db/schema.js';

type UserRow = typeof users.$inferSelect;
type VaultKeyTimeRow = Pick<typeof vaultKeys.$inferSelect, 'keyType' | 'time'>;

/** The user as they see themselves; `keys` tells which vault keys exist and when they were saved. */
export function selfUserView(user: UserRow, keyTimes: VaultKeyTimeRow[]): SelfUser {
  const timeOf = (keyType: string) => keyTimes.find((key) => key.keyType === keyType)?.time.toISOString() ?? null;
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    tagline: user.tagline,
    usernameUpdateTime: user.usernameUpdateTime?.toISOString() ?? null,
    email: user.email,
    walletAddress: user.walletAddress,
    accountAddress: user.accountAddress,
    role: user.role,
    roles: user.roles,
    profilePicture: user.profilePicture,
    profileBanner: user.profileBanner,
    antiphishingCode: user.antiphishingCode,
    twoFactorAuth: user.twoFactorAuth,
    communications: user.communications,
    acceptTerms: user.acceptTerms,
    acceptedTermsVersion: user.acceptedTermsVersion,
    acceptedTermsTime: user.acceptedTermsTime?.toISOString() ?? null,
    emailVerified: user.emailVerified,
    preferredLocale: user.preferredLocale as Locale,
    showBalance: user.showBalance,
    identityProviders: user.identityProviders,
    referrals: { marketplace: user.referrerId },
    registrationTime: user.registrationTime.toISOString(),
    keys: {
      password: timeOf('password'),
      google: timeOf('google'),
      apple: timeOf('apple'),
      recoveryPassword: timeOf('recoveryPassword'),
    },
  };
}

/** What anyone may see of a user. */
export function publicProfileView(user: UserRow): PublicUserProfile {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    tagline: user.tagline,
    profilePicture: user.profilePicture,
    profileBanner: user.profileBanner,
    registrationTime: user.registrationTime.toISOString(),
  };
}
