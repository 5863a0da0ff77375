import * as z from 'zod/mini';
import { RARITY_TIERS } from '../entities/collectible';
import { OFFER_AGENTS, OFFER_GROUPINGS, OFFER_STATUSES, type OfferGroup, type OfferRecord } from '../entities/records';
import { gemPriceSchema, isoTimeSchema, signatureSchema } from './commerce-field-schemas';
import { pageQuerySchema, recordListSchema } from './paging-schemas';

/** Spec §9: offers list 5 per page by default. */
export const OFFERS_PAGE_SIZE = 5;

/**
 * Extension of spec §7: `POST /api/collectibles/{id}/offers` body. The signature is the bidder
 * wallet's, of `buildOfferMessage({collectibleId, price, bidderAddress})`.
 */
export const offerRequestSchema = z.strictObject({ price: gemPriceSchema, signature: signatureSchema });
export type OfferRequest = z.infer<typeof offerRequestSchema>;

/**
 * `GET /api/users/self/offers` query (spec §7: groupBy=COLLECTIBLE, agent, page, pageSize). Extension:
 * `collectibleId` keeps to one collectible's group (its owner's offers received, or a bidder's own).
 */
export const offerListQuerySchema = z.extend(pageQuerySchema(OFFERS_PAGE_SIZE), {
  groupBy: z._default(z.enum(OFFER_GROUPINGS), 'COLLECTIBLE'),
  agent: z._default(z.enum(OFFER_AGENTS), 'BUYER'),
  collectibleId: z.optional(z.uuid()),
});

/**
 * Extension: `POST /api/users/self/offers/{id}/accept` body. The signature is the owner wallet's, of
 * `buildOfferAcceptanceMessage({offerId, collectibleId, price, sellerAddress})`.
 */
export const offerAcceptanceSchema = z.strictObject({ signature: signatureSchema });
export type OfferAcceptance = z.infer<typeof offerAcceptanceSchema>;

/** One offer, as every offer call answers it. */
export const offerRecordSchema = z.object({
  id: z.uuid(),
  collectibleId: z.uuid(),
  bidderId: z.uuid(),
  price: z.string(),
  status: z.enum(OFFER_STATUSES),
  time: isoTimeSchema,
}) satisfies z.ZodMiniType<OfferRecord>;

export const offerGroupSchema = z.object({
  collectible: z.object({
    id: z.uuid(),
    merchantId: z.string(),
    name: z.string(),
    rarity: z.enum(RARITY_TIERS),
    imageUrl: z.string(),
    ownerId: z.nullable(z.uuid()),
  }),
  offers: z.array(offerRecordSchema),
  bestPrice: z.nullable(z.string()),
}) satisfies z.ZodMiniType<OfferGroup>;

/** `GET /api/users/self/offers?groupBy=COLLECTIBLE` payload: one group per collectible; `total` counts groups. */
export const offerGroupListSchema = recordListSchema(offerGroupSchema);
