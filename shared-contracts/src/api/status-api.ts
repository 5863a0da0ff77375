import { z } from 'zod';
import type { MaintenanceStatus } from './envelope';
import type { HttpClient } from './http-client';

const maintenanceSchema = z.object({ statusCode: z.number() }) satisfies z.ZodType<MaintenanceStatus>;

/** `GET /api/status/maintenance`; a 503 answer means the site is in maintenance. */
export function fetchMaintenanceStatus(http: HttpClient): Promise<MaintenanceStatus> {
  return http.getPayload('/api/status/maintenance', maintenanceSchema);
}
