import { z } from 'zod';

/** Body of `POST /api/log`: the error log payload of spec §3; `params.data` is a JSON string. */
export const clientLogEntrySchema = z.strictObject({
  event: z.string().min(1).max(200),
  status: z.number().int().min(0).max(999),
  message: z.string().max(2000),
  params: z.strictObject({
    data: z.string().max(16_384),
  }),
});
export type ClientLogEntry = z.infer<typeof clientLogEntrySchema>;

/** Extension of spec §7: the answer of `POST /api/log` says only that the entry was stored. */
export const clientLogPayloadSchema = z.null();
