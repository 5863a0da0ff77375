import type { OfferAgent } from '../../wire/entities/records';
import { offerGroupListSchema, offerRecordSchema, type OfferAcceptance, type OfferRequest } from '../../wire/schemas/offer-schemas';
import type { PageQuery } from '../../wire/schemas/paging-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import { newIdempotencyKey } from '../transport/idempotency-key';
import type { RequestOptions } from '../transport/request-options';
import { recordListOrEmpty } from '../transport/list-or-empty';
import { pathSegment } from './path-segment';

const OFFERS_PATH = '/api/users/self/offers';

export type OfferListQuery = PageQuery & {
  /** BUYER: the offers the user made; SELLER: the offers on the user's collectibles. */
  agent: OfferAgent;
  /** Extension: only this collectible's group. */
  collectibleId?: string;
};

/** Offers on collectibles: the §7 list of the `/offers` page, and the extensions that act on them. */
export function createOffersApi(transport: ApiTransport) {
  const offerPath = (id: string, action = '') => `${OFFERS_PATH}/${pathSegment(id)}${action}`;

  const readGroups = ({ agent, page, pageSize, collectibleId }: OfferListQuery, { signal }: RequestOptions = {}) =>
    transport.request('main', {
      path: OFFERS_PATH,
      query: { groupBy: 'COLLECTIBLE', agent, page, pageSize, collectibleId },
      schema: offerGroupListSchema,
      signal,
    });

  return {
    /**
     * §7 `GET /api/users/self/offers?groupBy=COLLECTIBLE&agent&page&pageSize` → one group per collectible
     * with its offers and best open price, 5 groups a page by default; `recordListOrEmpty`.
     */
    list: (query: OfferListQuery, options: RequestOptions = {}) => recordListOrEmpty(readGroups(query, options)),
    /**
     * The same read for the page that lists them (an extension): a failure rejects, so the offers page can
     * say it could not load them and offer to try again instead of "no offers".
     */
    page: readGroups,
    /**
     * Extension: `POST /api/collectibles/{id}/offers` (price, signature of `buildOfferMessage`) → the OPEN
     * offer; the owner is notified. A refusal rejects: 403 'Invalid signature', 409 'Insufficient balance',
     * 'Collectible is held by the merchant', 'Cannot make an offer on your own collectible'.
     */
    make: (collectibleId: string, body: OfferRequest) =>
      transport.request('main', {
        method: 'POST',
        path: `/api/collectibles/${pathSegment(collectibleId)}/offers`,
        body,
        schema: offerRecordSchema,
        idempotencyKey: newIdempotencyKey(),
      }),
    /**
     * Extension: `POST /api/users/self/offers/{id}/accept {signature}` (the owner wallet's signature of
     * `buildOfferAcceptanceMessage`) → the ACCEPTED offer, the bidder has paid; a refusal rejects: 403
     * 'Invalid signature', 409 'Insufficient balance' (the bidder's), 'Offer is not open', 'Collectible is
     * being bought' or 'Collectible is already being transferred'.
     */
    accept: (id: string, body: OfferAcceptance) =>
      transport.request('main', { method: 'POST', path: offerPath(id, '/accept'), body, schema: offerRecordSchema, idempotencyKey: newIdempotencyKey() }),
    /** Extension: `POST /api/users/self/offers/{id}/decline` (the owner) → the DECLINED offer; the bidder is notified. */
    decline: (id: string) => transport.request('main', { method: 'POST', path: offerPath(id, '/decline'), schema: offerRecordSchema }),
    /** Extension: `DELETE /api/users/self/offers/{id}` (the bidder) → the offer, withdrawn (CANCELLED); a closed one rejects (409). */
    withdraw: (id: string) => transport.request('main', { method: 'DELETE', path: offerPath(id), schema: offerRecordSchema }),
  };
}

export type OffersApi = ReturnType<typeof createOffersApi>;
