import { eq } from 'drizzle-orm';
import { KYC_STEPS, type KycStep, type KycVerification, kycStatusOf } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { kycVerifications } from '../db/schema.js';
import { ClientError } from '../validation/client-error.js';

/** The provider name stored for the development stand-in (`IDP_LOCAL_STANDINS=on`). */
export const LOCAL_KYC_PROVIDER = 'LOCAL';

const STEP_DONE = 'DONE';

type VerificationRow = typeof kycVerifications.$inferSelect;

function doneStepsOf(row: VerificationRow | undefined): Set<KycStep> {
  return new Set(KYC_STEPS.filter((step) => row?.steps[step] === STEP_DONE));
}

function toVerification(row: VerificationRow | undefined, available: boolean): KycVerification {
  const done = doneStepsOf(row);
  return {
    available,
    provider: available ? LOCAL_KYC_PROVIDER : null,
    status: kycStatusOf(done),
    steps: KYC_STEPS.map((step) => ({ step, status: done.has(step) ? 'DONE' : 'TODO' })),
    updatedTime: row ? row.updatedAt.toISOString() : null,
  };
}

/** Where the user's verification stands; `available` says whether a provider runs on this server. */
export async function verificationOf(db: Database, userId: string, available: boolean): Promise<KycVerification> {
  const [row] = await db.select().from(kycVerifications).where(eq(kycVerifications.userId, userId));
  return toVerification(row, available);
}

/**
 * The local stand-in provider finishing one step: steps go in order (409 for one whose earlier step is
 * not done), and doing a finished step again changes nothing. The stored status follows the steps.
 */
export async function completeLocalStep(db: Database, userId: string, step: KycStep, now = new Date()): Promise<KycVerification> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(kycVerifications).where(eq(kycVerifications.userId, userId)).for('update');
    const done = doneStepsOf(row);
    const earlier = KYC_STEPS.slice(0, KYC_STEPS.indexOf(step));
    const missing = earlier.find((each) => !done.has(each));
    if (missing) throw new ClientError(409, `Step ${missing} comes first`);
    done.add(step);
    const steps = Object.fromEntries([...done].map((each) => [each, STEP_DONE]));
    const values = { userId, provider: LOCAL_KYC_PROVIDER, status: kycStatusOf(done), steps, updatedAt: now };
    const [saved] = await tx
      .insert(kycVerifications)
      .values(values)
      .onConflictDoUpdate({ target: kycVerifications.userId, set: { provider: values.provider, status: values.status, steps, updatedAt: now } })
      .returning();
    return toVerification(saved, true);
  });
}
