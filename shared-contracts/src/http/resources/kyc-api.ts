import { type KycStep, kycVerificationSchema } from '../../wire/schemas/kyc-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';
import { pathSegment } from './path-segment';

const KYC_PATH = '/api/users/self/kyc';

/**
 * The signed-in user's identity verification (spec §2 `/user-portal/kyc`), on the KYC host of runtime config
 * `api.kyc` (spec §7 names it beside the main API): a deployment points it at its verification service.
 */
export function createKycApi(transport: ApiTransport) {
  return {
    /** Extension of spec §7: `GET /api/users/self/kyc` → the verification step by step; a failure rejects. */
    status: ({ signal }: RequestOptions = {}) => transport.request('kyc', { path: KYC_PATH, schema: kycVerificationSchema, signal }),
    /**
     * Extension of spec §7: `POST /api/users/self/kyc/steps/{step}` → the verification with that step
     * done. The local stand-in provider's only; 404 where it does not run, 409 for a step out of order.
     */
    completeStep: (step: KycStep) =>
      transport.request('kyc', { method: 'POST', path: `${KYC_PATH}/steps/${pathSegment(step)}`, schema: kycVerificationSchema }),
  };
}

export type KycApi = ReturnType<typeof createKycApi>;
