import type { FastifyPluginAsync } from 'fastify';
import { type ApiEnvelope, type InfluencerApplication, influencerApplicationRequestSchema, isLocale } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { okEnvelope } from '../http/envelope.js';
import { createVisitorHumanityCheck } from '../humanity/require-humanity-token.js';
import { latestApplicationOf, storeInfluencerApplication } from '../influencer/influencer-applications.js';
import { parseRequest } from '../validation/parse-request.js';

/** Applications one client address may send an hour: a person applies once or twice, a bot filling the queue gets 429. */
export const INFLUENCER_APPLICATIONS_PER_HOUR = 5;

const APPLICATION_BODY_LIMIT_BYTES = 16 * 1024;

/** The language the team answers in: the applicant's `Accept-Language` when the site speaks it, else English. */
function localeOf(acceptLanguage: string | undefined): string {
  const first = acceptLanguage?.split(',')[0]?.split('-')[0]?.trim().toLowerCase();
  return isLocale(first) ? first : 'en';
}

/**
 * The influencer programme's form (spec §2 `/influencer-program`): open to visitors, who send a humanity
 * token (spec §5, else 403); a signed-in applicant's application is linked to their account, and they read
 * where their latest one stands.
 */
export const influencerApplicationRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth, tokens, humanitySiteKey }) => {
  app.post(
    '/api/influencer-applications',
    {
      bodyLimit: APPLICATION_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: INFLUENCER_APPLICATIONS_PER_HOUR, timeWindow: 60 * 60_000 } },
      preHandler: createVisitorHumanityCheck(auth, tokens, humanitySiteKey),
    },
    async (request): Promise<ApiEnvelope<InfluencerApplication>> => {
      const application = parseRequest('body', influencerApplicationRequestSchema, request.body);
      const session = request.sessionUser;
      const stored = await storeInfluencerApplication(db, {
        ...application,
        userId: session?.id ?? null,
        locale: localeOf(request.headers['accept-language']),
      });
      return okEnvelope(stored);
    },
  );

  app.get(
    '/api/users/self/influencer-application',
    { preHandler: auth.requireUser },
    // Not having applied is an answer (200, null payload), not an error every visit would log.
    async (request): Promise<ApiEnvelope<InfluencerApplication | null>> => okEnvelope(await latestApplicationOf(db, sessionUserOf(request).id)),
  );
};
