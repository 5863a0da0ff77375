import * as z from 'zod/mini';

/** Body of `POST /api/log`: the error log payload of spec §3; `params.data` is a JSON string. */
export const clientLogEntrySchema = z.strictObject({
  event: z.string().check(z.minLength(1), z.maxLength(200)),
  status: z.number().check(z.int(), z.gte(0), z.lte(999)),
  message: z.string().check(z.maxLength(2000)),
  params: z.strictObject({
    data: z.string().check(z.maxLength(16_384)),
  }),
});
export type ClientLogEntry = z.infer<typeof clientLogEntrySchema>;

/** Extension of spec §7: the answer of `POST /api/log` says only that the entry was stored. */
export const clientLogPayloadSchema = z.null();
