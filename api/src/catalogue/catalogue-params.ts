import { z } from 'zod';
import { merchantIdSchema, setIdSchema } from '@marketplace/contracts/wire';

/** Path parameters of the catalogue routes; a malformed one is a 400 naming it (`params.listingId: Invalid UUID`). */
export const merchantParamsSchema = z.strictObject({ merchantId: merchantIdSchema });
export const merchantListingParamsSchema = z.strictObject({ merchantId: merchantIdSchema, listingId: z.uuid() });
export const merchantStackParamsSchema = z.strictObject({ merchantId: merchantIdSchema, setId: setIdSchema });
export const merchantRecipeParamsSchema = z.strictObject({ merchantId: merchantIdSchema, recipeId: z.uuid() });
