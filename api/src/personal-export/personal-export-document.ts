import { and, asc, eq } from 'drizzle-orm';
import { PERSONAL_EXPORT_FORMAT, PERSONAL_EXPORT_VERSION } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { offsetOf } from '../db/paging.js';
import { collectibles, kycVerifications, offers, users, vaultKeys } from '../db/schema.js';
import { collectiblesOfUser } from '../catalogue/collection-queries.js';
import { toOfferRecord } from '../commerce/offer-records.js';
import { transactionPageOf } from '../commerce/transaction-history.js';
import { devicesOf } from '../devices/devices.js';
import { latestApplicationOf } from '../influencer/influencer-applications.js';
import { verificationOf } from '../kyc/kyc-verifications.js';
import { notificationPageOf } from '../notifications/notification-inbox.js';
import { ownTickets } from '../support/support-tickets.js';
import { selfUserView } from '../users/user-views.js';
import { pagesOf } from './paged-reads.js';
import { type DocumentPart, streamedList } from './streamed-json.js';

export interface ExportSubject {
  userId: string;
  /** The device of the asking session, marked `current` in the device list. */
  deviceId: string;
  /** Whether identity verification runs on this server (the KYC status says so). */
  kycAvailable: boolean;
}

/**
 * Everything the marketplace holds about one person, as a document part for `jsonPieces`: the
 * long lists (transactions, collection, offers, notifications) are streamed from paged reads. Built
 * only from the views the API already answers the person with, which leave out every secret (password
 * hash and salt, vault and rescue keys, 2FA and wrapping secrets, login codes, e-mail key hashes, device
 * tokens): what the person may see of themselves, nothing more. Null when the user no longer exists.
 */
export async function personalExportDocument(db: Database, { userId, deviceId, kycAvailable }: ExportSubject, now = new Date()): Promise<DocumentPart | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const keyTimes = await db.select({ keyType: vaultKeys.keyType, time: vaultKeys.time }).from(vaultKeys).where(eq(vaultKeys.userId, userId));
  const [kycRow] = await db.select({ userId: kycVerifications.userId }).from(kycVerifications).where(eq(kycVerifications.userId, userId));
  const [supportTickets, influencerApplication, devices] = await Promise.all([
    ownTickets(db, userId),
    latestApplicationOf(db, userId),
    devicesOf(db, userId, deviceId),
  ]);

  return {
    format: PERSONAL_EXPORT_FORMAT,
    version: PERSONAL_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    profile: selfUserView(user, keyTimes),
    settings: {
      preferredLocale: user.preferredLocale,
      showBalance: user.showBalance,
      communications: user.communications,
      communicationPreferences: user.communicationPreferences,
      twoFactorAuth: user.twoFactorAuth,
    },
    devices,
    transactions: {
      complete: streamedList(pagesOf(async (page, pageSize) => (await transactionPageOf(db, userId, 'COMPLETE', page, pageSize)).records)),
      pending: streamedList(pagesOf(async (page, pageSize) => (await transactionPageOf(db, userId, 'PENDING', page, pageSize)).records)),
    },
    collection: streamedList(
      pagesOf(async (page, pageSize) => (await collectiblesOfUser(db, userId, { page, pageSize, sort: 'RECEIVED_TIME', order: 'DESC' })).records),
    ),
    offers: {
      made: streamedList(pagesOf((page, pageSize) => offersMadeBy(db, userId, page, pageSize))),
      received: streamedList(pagesOf((page, pageSize) => offersReceivedBy(db, userId, page, pageSize))),
    },
    notifications: streamedList(pagesOf(async (page, pageSize) => (await notificationPageOf(db, userId, page, pageSize)).records)),
    // The optional parts appear only when the person has them.
    ...(supportTickets.length > 0 ? { supportTickets } : {}),
    ...(influencerApplication ? { influencerApplication } : {}),
    ...(kycRow ? { kyc: await verificationOf(db, userId, kycAvailable) } : {}),
  };
}

async function offersMadeBy(db: Database, userId: string, page: number, pageSize: number) {
  const rows = await db
    .select()
    .from(offers)
    .where(eq(offers.bidderId, userId))
    .orderBy(asc(offers.createdAt), asc(offers.id))
    .limit(pageSize)
    .offset(offsetOf({ page, pageSize }));
  return rows.map(toOfferRecord);
}

/** Offers on the collectibles the person owns now. */
async function offersReceivedBy(db: Database, userId: string, page: number, pageSize: number) {
  const rows = await db
    .select({ offer: offers })
    .from(offers)
    .innerJoin(collectibles, and(eq(collectibles.id, offers.collectibleId), eq(collectibles.ownerId, userId)))
    .orderBy(asc(offers.createdAt), asc(offers.id))
    .limit(pageSize)
    .offset(offsetOf({ page, pageSize }));
  return rows.map(({ offer }) => toOfferRecord(offer));
}
