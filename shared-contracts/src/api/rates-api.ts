import { z } from 'zod';
import type { RateSnapshot } from '../entities/rate';
import { PRODUCT_RATE_PAIR } from '../product';
import type { HttpClient } from './http-client';

const rateSchema = z.object({ price: z.number().nonnegative() }) satisfies z.ZodType<RateSnapshot>;

/** `GET /api/rates/gem-usd`. */
export function fetchRate(http: HttpClient): Promise<RateSnapshot> {
  return http.getPayload(`/api/rates/${PRODUCT_RATE_PAIR}`, rateSchema);
}
