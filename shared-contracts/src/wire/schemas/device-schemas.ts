import * as z from 'zod/mini';
import { isoTimeSchema } from './commerce-field-schemas';
import { SIGN_IN_METHODS } from './auth-schemas';

/**
 * Extension of spec §3 (device records: fields not shown): one sign-in of the user. `name` is read
 * from the browser's User-Agent ("Chrome on Linux"); `current` marks the device of the asking session.
 */
export const deviceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  signInMethod: z.enum(SIGN_IN_METHODS),
  createdAt: isoTimeSchema,
  lastSeenAt: isoTimeSchema,
  current: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;

/** `GET /api/users/self/devices` payload (spec §7 "list"), most recently seen first. */
export const deviceListSchema = z.array(deviceSchema);

/** `DELETE /api/users/self/devices/{id}` path parameters (spec §7). */
export const deviceIdParamsSchema = z.strictObject({ id: z.uuid('A device id') });

/** `DELETE /api/users/self/devices?id=` query, the other form of the same call (spec §7). */
export const deviceIdQuerySchema = z.strictObject({ id: z.uuid('A device id') });

/** Extension of spec §7 (answer not shown): the id of the device removed; its session is signed out. */
export const deviceRemovalPayloadSchema = z.object({ id: z.uuid() });
export type DeviceRemovalPayload = z.infer<typeof deviceRemovalPayloadSchema>;
