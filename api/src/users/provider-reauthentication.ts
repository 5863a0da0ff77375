import { eq } from 'drizzle-orm';
import type { SignInMethod } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';

export type ProviderReauthenticationOutcome = { ok: true } | { ok: false; reason: 'other-account' };

/**
 * Whether the provider vouched for the very account that asked to re-authenticate: its address, that provider
 * among its sign-ins, and no password (a password account proves itself with its password, never a provider).
 * Unlike a sign-in, it never creates an account nor adds the provider to one: confirming changes nothing.
 */
export async function confirmProviderIdentity(
  db: Database,
  { userId, email, provider }: { userId: string; email: string; provider: Exclude<SignInMethod, 'password'> },
): Promise<ProviderReauthenticationOutcome> {
  const [account] = await db.select({ id: users.id, identityProviders: users.identityProviders }).from(users).where(eq(users.email, email));
  const same = account?.id === userId && account.identityProviders[provider] && !account.identityProviders.password;
  return same ? { ok: true } : { ok: false, reason: 'other-account' };
}
