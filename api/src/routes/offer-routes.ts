import type { FastifyPluginAsync } from 'fastify';
import {
  type ApiEnvelope,
  offerAcceptanceSchema,
  type OfferGroup,
  offerListQuerySchema,
  type OfferRecord,
  offerRequestSchema,
  type RecordList,
  uuidParamsSchema,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { offerGroupPage } from '../commerce/offer-groups.js';
import { type OfferRow, toOfferRecord } from '../commerce/offer-records.js';
import { acceptOffer, declineOffer, makeOffer, withdrawOffer } from '../commerce/offers.js';
import { okEnvelope } from '../http/envelope.js';
import { answerKeptAtCommit } from '../idempotency/answer-kept-at-commit.js';
import { parseRequest } from '../validation/parse-request.js';

/** Offers on collectibles: the §7 list, and the extensions that make, accept, decline and withdraw them. */
export const offerRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  const { db, auth } = context;
  const guarded = { preHandler: auth.requireUser };
  // Making or accepting an offer buys or sells: under the terms in force. Declining and withdrawing never wait on them.
  // Both move money, so a retry with the same Idempotency-Key answers the first attempt's outcome.
  const trading = { preHandler: [auth.requireAcceptedTerms, context.idempotentWrite] };
  const offerAnswer = (offer: OfferRow): ApiEnvelope<OfferRecord> => okEnvelope(toOfferRecord(offer));

  app.get('/api/users/self/offers', guarded, async (request): Promise<ApiEnvelope<RecordList<OfferGroup>>> => {
    // groupBy has one value, COLLECTIBLE; it is validated so a client asking for another grouping learns it is not there.
    const { agent, page, pageSize, collectibleId } = parseRequest('query', offerListQuerySchema, request.query);
    return okEnvelope(await offerGroupPage(db, sessionUserOf(request).id, { agent, page, pageSize, collectibleId }));
  });

  app.post('/api/collectibles/:id/offers', trading, async (request): Promise<ApiEnvelope<OfferRecord>> => {
    const { id } = parseRequest('params', uuidParamsSchema, request.params);
    const { price, signature } = parseRequest('body', offerRequestSchema, request.body);
    const keepOutcome = answerKeptAtCommit(request, offerAnswer);
    return offerAnswer(await makeOffer(db, context, { bidderId: sessionUserOf(request).id, collectibleId: id, price, signature, keepOutcome }));
  });

  app.post('/api/users/self/offers/:id/accept', trading, async (request): Promise<ApiEnvelope<OfferRecord>> => {
    const { id } = parseRequest('params', uuidParamsSchema, request.params);
    const { signature } = parseRequest('body', offerAcceptanceSchema, request.body);
    const keepOutcome = answerKeptAtCommit(request, offerAnswer);
    return offerAnswer(await acceptOffer(db, context, { ownerId: sessionUserOf(request).id, offerId: id, signature, keepOutcome }));
  });

  app.post('/api/users/self/offers/:id/decline', guarded, async (request): Promise<ApiEnvelope<OfferRecord>> => {
    const { id } = parseRequest('params', uuidParamsSchema, request.params);
    return okEnvelope(toOfferRecord(await declineOffer(db, context, sessionUserOf(request).id, id)));
  });

  app.delete('/api/users/self/offers/:id', guarded, async (request): Promise<ApiEnvelope<OfferRecord>> => {
    const { id } = parseRequest('params', uuidParamsSchema, request.params);
    return okEnvelope(toOfferRecord(await withdrawOffer(db, context, sessionUserOf(request).id, id)));
  });
};
