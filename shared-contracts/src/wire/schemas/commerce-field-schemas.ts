import * as z from 'zod/mini';
import { GEM_PRICE_PATTERN, isValidGemPrice } from '../commerce/gem-price';

/** Times are answered as ISO strings: with their offset, in years 1 to 9999 once in UTC (PostgreSQL has no year 0: '0000-…' failed every insert). */
export const isoTimeSchema = z.iso.datetime({ offset: true }).check(
  z.refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 1 && year <= 9999;
  }, 'Year must be from 0001 to 9999'),
);

/** `{id}` of a path such as `/api/users/self/mints/{id}`: ids are UUIDs, anything else is a bad request. */
export const uuidParamsSchema = z.strictObject({ id: z.uuid() });

/** A GEM price a person typed: two decimals at most, more than zero, at most 99999999999.99 (spec §5). */
export const gemPriceSchema = z
  .string()
  .check(
    z.regex(GEM_PRICE_PATTERN, 'A price such as 12.50 (two decimals at most, at most 99999999999.99)'),
    z.refine(isValidGemPrice, 'The price must be more than 0'),
  );

/** A GEM amount the server answers: a decimal string, exact to the wei (18 decimals). */
export const gemAmountSchema = z.string().check(z.regex(/^\d+(?:\.\d{1,18})?$/, 'A GEM amount'));

/** An EIP-191 signature as wallets give it: 65 bytes in hex. */
export const signatureSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{130}$/, 'A signature: 0x and 130 hex digits'));
