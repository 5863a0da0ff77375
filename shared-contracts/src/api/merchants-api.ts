import { z } from 'zod';
import { MERCHANT_STATUSES, type Merchant } from '../entities/merchant';
import type { HttpClient } from './http-client';

export const merchantSchema = z.object({
  id: z.string(),
  status: z.enum(MERCHANT_STATUSES),
  platforms: z.array(z.string()),
  gamePageURI: z.string(),
  landingPageURI: z.string(),
  merchantPages: z.record(z.string(), z.boolean()),
  luxury: z.boolean(),
  name: z.string(),
}) satisfies z.ZodType<Merchant>;

/** `GET /api/merchants`: a failure leaves the list empty (spec §7). */
export async function fetchMerchants(http: HttpClient): Promise<Merchant[]> {
  try {
    return await http.getPayload('/api/merchants', z.array(merchantSchema));
  } catch {
    return [];
  }
}
