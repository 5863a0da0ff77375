import { and, eq, isNull, lte } from 'drizzle-orm';
import type { MailLinkOrigin } from '../account-events/tell-account.js';
import { declineOffer, withdrawOffer } from '../commerce/offers.js';
import type { Database } from '../db/database.js';
import {
  accountClosings,
  clientLogs,
  collectibles,
  devices,
  emailKeys,
  favourites,
  influencerApplications,
  kycVerifications,
  knownDevices,
  listings,
  loginCodes,
  mailOutbox,
  merchantPlayers,
  notifications,
  offers,
  rescueKeys,
  supportTickets,
  twoFactorSecrets,
  users,
  vaultKeys,
  wrappingSecrets,
} from '../db/schema.js';

/**
 * The address a closed account keeps: the column is unique and required, and this one can never receive
 * mail (`.invalid` is reserved, RFC 2606) nor be typed at sign-up as anyone's, so the person's own address
 * is free to sign up again.
 */
export function closedAccountEmail(userId: string): string {
  return `closed-${userId}@closed.invalid`;
}

/** Withdraws the person's market listings that are still for sale (a RESERVED one has a buyer paying: that sale completes). */
async function withdrawListings(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(listings)
      .set({ status: 'CANCELLED' })
      .where(and(eq(listings.sellerId, userId), eq(listings.kind, 'MARKET'), eq(listings.status, 'ACTIVE')));
  });
}

/**
 * Withdraws the offers the person made and declines those made on their collectibles, telling the other
 * side as a withdrawal or a decline always does (their GEM set aside is free again), in one transaction.
 */
async function withdrawOffers(db: Database, links: MailLinkOrigin, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const made = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.bidderId, userId), eq(offers.status, 'OPEN')));
    for (const { id } of made) await withdrawOffer(tx, links, userId, id);
    const received = await tx
      .select({ id: offers.id })
      .from(offers)
      .innerJoin(collectibles, eq(collectibles.id, offers.collectibleId))
      .where(and(eq(collectibles.ownerId, userId), eq(offers.status, 'OPEN')));
    for (const { id } of received) await declineOffer(tx, links, userId, id);
  });
}

/**
 * Erases the person and ends their sessions, in one transaction that also marks the closing carried out.
 * What goes: the e-mail address (replaced, so it can sign up again), the names, tagline and pictures, the
 * password and sign-in methods, every session and known device, the vault's key envelopes, the rescue key,
 * the provider wrapping secrets, the 2FA secret, pending mail links and codes, notifications, favourites,
 * queued and sent mail, support tickets, programme applications and identity checks; their client log lines
 * are kept without the account. What stays is the ledger: the user row (by its id and wallet address only),
 * balances, transactions, mints and the collectibles it owns, so a buyer of a former item still has it with
 * its history and the books still add up.
 */
async function eraseAccount(db: Database, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of [
      devices,
      knownDevices,
      vaultKeys,
      rescueKeys,
      wrappingSecrets,
      twoFactorSecrets,
      loginCodes,
      emailKeys,
      notifications,
      favourites,
      mailOutbox,
      supportTickets,
      influencerApplications,
      kycVerifications,
      merchantPlayers,
    ]) {
      await tx.delete(table).where(eq(table.userId, userId));
    }
    await tx.update(clientLogs).set({ userId: null }).where(eq(clientLogs.userId, userId));
    await tx
      .update(users)
      .set({
        email: closedAccountEmail(userId),
        emailVerified: false,
        username: null,
        usernameUpdateTime: null,
        displayName: null,
        tagline: null,
        passwordHash: null,
        passwordSalt: null,
        awaitingSignUpConfirmation: false,
        identityProviders: { password: false, google: false, apple: false },
        profilePicture: 'DEFAULT',
        profileBanner: 'banner0',
        antiphishingCode: null,
        communications: false,
        communicationPreferences: {},
        twoFactorAuth: false,
        role: 'USER',
        roles: [],
      })
      .where(eq(users.id, userId));
    await tx.update(accountClosings).set({ closedAt: now }).where(eq(accountClosings.userId, userId));
  });
}

/**
 * Carries out a closing whose grace period is over, one transaction per step: listings, offers, then the
 * erasure (which marks it done). Each step is safe to run again, so a closing interrupted between steps
 * (a restart, a lost database) is finished by the next attempt. False when nothing was due for this user.
 */
export async function closeAccountIfDue(db: Database, links: MailLinkOrigin, userId: string, now: Date): Promise<boolean> {
  const [due] = await db
    .select({ userId: accountClosings.userId })
    .from(accountClosings)
    .where(and(eq(accountClosings.userId, userId), isNull(accountClosings.closedAt), lte(accountClosings.closesAt, now)));
  if (!due) return false;
  await withdrawListings(db, userId);
  await withdrawOffers(db, links, userId);
  await eraseAccount(db, userId, now);
  return true;
}

/** The worker's round: every closing due by `now`, one account after another. Answers how many were closed. */
export async function closeDueAccounts(db: Database, links: MailLinkOrigin, now: Date): Promise<number> {
  const due = await db
    .select({ userId: accountClosings.userId })
    .from(accountClosings)
    .where(and(isNull(accountClosings.closedAt), lte(accountClosings.closesAt, now)));
  let closed = 0;
  for (const { userId } of due) if (await closeAccountIfDue(db, links, userId, now)) closed += 1;
  return closed;
}
