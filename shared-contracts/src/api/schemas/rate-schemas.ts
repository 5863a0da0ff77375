import { z } from 'zod';
import type { RateSnapshot } from '../../entities/rate';

/** `GET /api/rates/gem-usd` payload: the rate snapshot of spec §3. */
export const rateSnapshotSchema = z.object({ price: z.number().nonnegative() }) satisfies z.ZodType<RateSnapshot>;
