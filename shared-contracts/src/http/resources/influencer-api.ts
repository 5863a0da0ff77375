import * as z from 'zod/mini';
import { type InfluencerApplicationRequest, influencerApplicationSchema } from '../../wire/schemas/influencer-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import { humanityTokenHeaders } from '../transport/humanity-guard';
import { nullOn404 } from '../transport/null-on-404';
import type { RequestOptions } from '../transport/request-options';

/** The influencer programme's applications (spec §2 `/influencer-program`). */
export function createInfluencerApi(transport: ApiTransport) {
  return {
    /**
     * Extension of spec §7: `POST /api/influencer-applications` → the stored application (RECEIVED).
     * Open to visitors, who send an `X-Humanity-Token` (spec §5); a signed-in applicant's is linked to their account.
     * A failure rejects (400 names the field, 403 'Humanity check failed' for a visitor's missing or refused token, 429 too many).
     */
    apply: (application: InfluencerApplicationRequest, humanityToken?: string) =>
      transport.request('main', {
        method: 'POST',
        path: '/api/influencer-applications',
        body: application,
        schema: influencerApplicationSchema,
        headers: humanityTokenHeaders(humanityToken),
      }),
    /**
     * Extension of spec §7: `GET /api/users/self/influencer-application` → the user's latest application, or
     * null when they have none yet (a null payload; a 404 from an older server reads the same).
     */
    mine: ({ signal }: RequestOptions = {}) =>
      nullOn404(transport.request('main', { path: '/api/users/self/influencer-application', schema: z.nullable(influencerApplicationSchema), signal })),
  };
}

export type InfluencerApi = ReturnType<typeof createInfluencerApi>;
