import { oauthAuthenticationPayloadSchema } from '../../wire/schemas/auth-schemas';
import { reauthenticationProofPayloadSchema, type ReauthenticationStart } from '../../wire/schemas/reauthentication-schemas';
import type { ApiTransport } from '../transport/create-api-transport';

/** Extension of spec §7: a signed-in person without a password confirms who they are with Google or Apple. */
export function createReauthenticationApi(transport: ApiTransport) {
  return {
    /** `POST /oauth/reauthentications` (redirect) → the identity page's URL to send the browser to; a failure rejects. */
    start: (asked: ReauthenticationStart) =>
      transport.request('identity', { method: 'POST', path: '/oauth/reauthentications', body: asked, schema: oauthAuthenticationPayloadSchema }),
    /** `POST /oauth/reauthentications/proof` (the redirect's proof) → `{valid}`: this session is now freshly re-authenticated, or not. */
    redeem: (proof: string) =>
      transport.request('identity', {
        method: 'POST',
        path: '/oauth/reauthentications/proof',
        body: { proof },
        schema: reauthenticationProofPayloadSchema,
      }),
  };
}

export type ReauthenticationApi = ReturnType<typeof createReauthenticationApi>;
