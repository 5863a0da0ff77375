import type { IdentityUser, SelfUser } from '../../wire/schemas/user-schemas';

/**
 * Spec §3 / §7: `GET /api/users/self` is asked of the identity service and of the server. The
 * identity service's answer wins for what it owns (sign-in e-mail and providers, referral, sign-up
 * time); the server's wins for everything else, the server-owned state (wallet, role, settings, keys).
 */
export function mergeSelfUser(identity: IdentityUser, server: SelfUser): SelfUser {
  // Two services naming two people would mix one person's wallet with another's sign-in: refuse.
  if (identity.id !== server.id) {
    throw new Error('The identity service and the server answered GET /api/users/self for different users');
  }
  return {
    ...server,
    email: identity.email,
    identityProviders: identity.identityProviders,
    referrals: identity.referrals,
    registrationTime: identity.registrationTime,
  };
}
