import * as z from 'zod/mini';
import type { MaintenanceStatus } from '../api/envelope';

/** `GET /api/status/maintenance` payload (spec §7); the server answers it with status 503 during maintenance. */
export const maintenanceStatusSchema = z.object({ statusCode: z.number().check(z.int()) }) satisfies z.ZodMiniType<MaintenanceStatus>;

/** Extension of spec §7: `PUT /api/status/maintenance` (ADMIN only) turns maintenance on or off. */
export const maintenanceSwitchSchema = z.strictObject({ enabled: z.boolean() });
export type MaintenanceSwitch = z.infer<typeof maintenanceSwitchSchema>;

/** Extension of spec §7: the answer of the switch is the state now in force. */
export const maintenanceSwitchPayloadSchema = z.object({ enabled: z.boolean() });
