import * as z from 'zod/mini';
import { isoTimeSchema } from './commerce-field-schemas';

/** The steps of an identity verification, in the order a person goes through them. */
export const KYC_STEPS = ['identity-document', 'selfie', 'address', 'review'] as const;
export type KycStep = (typeof KYC_STEPS)[number];

export const KYC_STEP_STATUSES = ['TODO', 'DONE'] as const;
export type KycStepStatus = (typeof KYC_STEP_STATUSES)[number];

/** NOT_STARTED → IN_PROGRESS (a step done) → IN_REVIEW (all but the review) → VERIFIED. */
export const KYC_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'IN_REVIEW', 'VERIFIED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** `LOCAL` is the development stand-in (`IDP_LOCAL_STANDINS=on`); null when no provider runs here. */
export const KYC_PROVIDERS = ['LOCAL'] as const;

/**
 * Extension of spec §7: `GET /api/users/self/kyc` and the answer of `POST /api/users/self/kyc/steps/{step}`:
 * where the user's verification stands, step by step. `available` false: no provider runs on this server.
 */
export const kycVerificationSchema = z.object({
  available: z.boolean(),
  provider: z.nullable(z.enum(KYC_PROVIDERS)),
  status: z.enum(KYC_STATUSES),
  steps: z.array(z.object({ step: z.enum(KYC_STEPS), status: z.enum(KYC_STEP_STATUSES) })),
  updatedTime: z.nullable(isoTimeSchema),
});
export type KycVerification = z.infer<typeof kycVerificationSchema>;

/** `POST /api/users/self/kyc/steps/{step}` path. */
export const kycStepParamsSchema = z.strictObject({ step: z.enum(KYC_STEPS) });

/** The overall status of a set of finished steps: what the server stores and the page shows. */
export function kycStatusOf(done: ReadonlySet<KycStep>): KycStatus {
  if (done.size === 0) return 'NOT_STARTED';
  if (done.has('review')) return 'VERIFIED';
  return KYC_STEPS.every((step) => step === 'review' || done.has(step)) ? 'IN_REVIEW' : 'IN_PROGRESS';
}
