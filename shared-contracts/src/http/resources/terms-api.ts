import { termsAcceptancePayloadSchema, type TermsAcceptanceRequest } from '../../wire/schemas/terms-schemas';
import type { ApiTransport } from '../transport/create-api-transport';

/** The signed-in person's acceptance of the terms of service (extension of spec §7). */
export function createTermsApi(transport: ApiTransport) {
  return {
    /** `PUT /api/users/self/terms` → the version and time stored; a version other than the one in force is a 400 that rejects. */
    accept: (body: TermsAcceptanceRequest) =>
      transport.request('main', { method: 'PUT', path: '/api/users/self/terms', body, schema: termsAcceptancePayloadSchema }),
  };
}

export type TermsApi = ReturnType<typeof createTermsApi>;
