import { TERMS_OF_SERVICE_VERSION } from '../../wire/entities/legal-policy';
import type { SelfUser } from '../../wire/schemas/user-schemas';

/** A complete `GET /api/users/self` answer, as the reference API gives it. */
export function selfUserFixture(overrides: Partial<SelfUser> = {}): SelfUser {
  return {
    id: '0b6a4c1e-4d0c-4e3a-9b65-2f3a1f2d9c01',
    username: 'ana',
    displayName: 'Ana',
    tagline: null,
    usernameUpdateTime: null,
    email: 'ana@market.test',
    walletAddress: '0x00000000000000000000000000000000000000aA',
    accountAddress: null,
    role: 'USER',
    roles: [],
    profilePicture: 'DEFAULT',
    profileBanner: 'banner0',
    antiphishingCode: null,
    twoFactorAuth: false,
    communications: true,
    acceptTerms: true,
    acceptedTermsVersion: TERMS_OF_SERVICE_VERSION,
    acceptedTermsTime: '2025-01-02T03:05:00.000Z',
    emailVerified: true,
    preferredLocale: 'en',
    showBalance: true,
    identityProviders: { password: true, google: false, apple: false },
    referrals: { marketplace: null },
    registrationTime: '2025-01-02T03:04:05.000Z',
    keys: { password: null, google: null, apple: null, recoveryPassword: null },
    ...overrides,
  };
}
