import { ApiError } from '../../wire/api/api-error';
import type { MaintenanceStatus } from '../../wire/api/envelope';
import { maintenanceStatusSchema, maintenanceSwitchPayloadSchema, type MaintenanceSwitch } from '../../wire/schemas/status-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';

const MAINTENANCE_PATH = '/api/status/maintenance';
/** The status code of "in maintenance", as an HTTP status and as the answer's `statusCode`. */
export const MAINTENANCE_STATUS = 503;
/** The `statusCode` of "open". */
export const OPEN_STATUS = 200;

/** Whether the site is in maintenance, and the ADMIN switch for it (spec §4, §7). */
export function createStatusApi(transport: ApiTransport) {
  return {
    /**
     * §7 `GET /api/status/maintenance` → `{statusCode}`; the server says "maintenance" with an HTTP 503,
     * which resolves as `{statusCode: 503}`. Any other failure rejects: the guard treats it as maintenance too (§4).
     */
    maintenance: ({ signal }: RequestOptions = {}) =>
      statusCodeOn503(transport.request('main', { path: MAINTENANCE_PATH, schema: maintenanceStatusSchema, answerStatuses: [MAINTENANCE_STATUS], signal })),
    /** Extension of §7 `PUT /api/status/maintenance` (ADMIN) → the state now in force; a failure rejects. */
    setMaintenance: (enabled: boolean) =>
      transport.request('main', {
        method: 'PUT',
        path: MAINTENANCE_PATH,
        body: { enabled } satisfies MaintenanceSwitch,
        schema: maintenanceSwitchPayloadSchema,
      }),
  };
}

export type StatusApi = ReturnType<typeof createStatusApi>;

/** A 503 is this call's answer, not its failure (and so not reported on the bus as maintenance). */
async function statusCodeOn503(call: Promise<MaintenanceStatus>): Promise<MaintenanceStatus> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'status' && error.status === MAINTENANCE_STATUS) {
      return { statusCode: MAINTENANCE_STATUS };
    }
    throw error;
  }
}
