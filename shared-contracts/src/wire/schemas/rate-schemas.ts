import * as z from 'zod/mini';
import type { RateSnapshot } from '../entities/rate';

/** `GET /api/rates/gem-usd` payload: the rate snapshot of spec §3. */
export const rateSnapshotSchema = z.object({ price: z.number().check(z.nonnegative()) }) satisfies z.ZodMiniType<RateSnapshot>;
