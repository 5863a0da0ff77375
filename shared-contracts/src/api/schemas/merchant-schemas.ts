import { z } from 'zod';
import { MERCHANT_STATUSES, type Merchant } from '../../entities/merchant';

/** One merchant of `GET /api/merchants`: spec §3 Merchant, plus the `luxury` and `name` extensions. */
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

/** `GET /api/merchants` payload. */
export const merchantListSchema = z.array(merchantSchema);
