import * as z from 'zod/mini';
import { LISTING_STATUSES } from './collectible-schemas';
import { gemPriceSchema, signatureSchema } from './commerce-field-schemas';
import { ownListingSchema } from './listing-schemas';

/** The most listings one bulk change takes: a page of the person's listings and then some, never a whole table. */
export const LISTING_BULK_MAX = 50;

/** One listing of a bulk change: a new price (naming its collectible, which the signed message names) or a withdrawal. */
export const listingBulkChangeSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('REPRICE'), listingId: z.uuid(), collectibleId: z.uuid(), price: gemPriceSchema }),
  z.strictObject({ action: z.literal('WITHDRAW'), listingId: z.uuid() }),
]);
export type ListingBulkChange = z.infer<typeof listingBulkChangeSchema>;

/**
 * Extension: `POST /api/users/self/listings/bulk` body. Each listing once; `signature` is the seller
 * wallet's of `buildListingPricesMessage` over every REPRICE, needed when there is one (a withdrawal
 * needs none, as a single one does).
 */
export const listingBulkRequestSchema = z
  .strictObject({
    changes: z.array(listingBulkChangeSchema).check(
      z.minLength(1, 'At least one change'),
      z.maxLength(LISTING_BULK_MAX, `At most ${LISTING_BULK_MAX} changes`),
      z.refine((changes) => new Set(changes.map((change) => change.listingId.toLowerCase())).size === changes.length, 'Each listing once'),
    ),
    signature: z.optional(signatureSchema),
  })
  .check(
    z.refine(({ changes, signature }) => changes.some((change) => change.action === 'REPRICE') === (signature !== undefined), {
      message: 'A signature exactly when there is a new price',
      path: ['signature'],
    }),
  );
export type ListingBulkRequest = z.input<typeof listingBulkRequestSchema>;

export const LISTING_BULK_OUTCOMES = ['REPRICED', 'WITHDRAWN', 'REFUSED'] as const;
export type ListingBulkOutcome = (typeof LISTING_BULK_OUTCOMES)[number];

/**
 * How one listing of a bulk change ended. `listing` is the listing as it stands after it: changed, or
 * for a refusal as it is now (sold, reserved by a buyer, already withdrawn), so the page shows why; null
 * for a listing that is not the person's or does not exist (never said which).
 */
export const listingBulkResultSchema = z.object({
  listingId: z.uuid(),
  outcome: z.enum(LISTING_BULK_OUTCOMES),
  status: z.nullable(z.enum(LISTING_STATUSES)),
  listing: z.nullable(ownListingSchema),
});
export type ListingBulkResult = z.infer<typeof listingBulkResultSchema>;

/** The bulk change's answer: one result per change, in the order asked. */
export const listingBulkAnswerSchema = z.object({ results: z.array(listingBulkResultSchema) });
export type ListingBulkAnswer = z.infer<typeof listingBulkAnswerSchema>;
