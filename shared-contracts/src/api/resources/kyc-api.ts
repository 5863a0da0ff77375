import { type KycStep, kycVerificationSchema } from '../schemas/kyc-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';
import { pathSegment } from './path-segment';

const KYC_PATH = '/api/users/self/kyc';

/** The signed-in user's identity verification (spec §2 `/user-portal/kyc`). */
export function createKycApi(transport: ApiTransport) {
  return {
    /** Extension of spec §7: `GET /api/users/self/kyc` → the verification step by step; a failure rejects. */
    status: ({ signal }: RequestOptions = {}) => transport.request('main', { path: KYC_PATH, schema: kycVerificationSchema, signal }),
    /**
     * Extension of spec §7: `POST /api/users/self/kyc/steps/{step}` → the verification with that step
     * done. The local stand-in provider's only; 404 where it does not run, 409 for a step out of order.
     */
    completeStep: (step: KycStep) =>
      transport.request('main', { method: 'POST', path: `${KYC_PATH}/steps/${pathSegment(step)}`, schema: kycVerificationSchema }),
  };
}

export type KycApi = ReturnType<typeof createKycApi>;
