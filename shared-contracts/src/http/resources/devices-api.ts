import { deviceListSchema, deviceRemovalPayloadSchema } from '../../wire/schemas/device-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';
import { listOrEmpty } from '../transport/list-or-empty';
import { pathSegment } from './path-segment';

const DEVICES_PATH = '/api/users/self/devices';

/** The signed-in user's devices: one per sign-in (spec §2 `/account/devices`, §7). */
export function createDevicesApi(transport: ApiTransport) {
  return {
    /** §7 `GET /api/users/self/devices` → the devices, the asking one marked `current`; `listOrEmpty`. */
    list: ({ signal }: RequestOptions = {}) => listOrEmpty(transport.request('main', { path: DEVICES_PATH, schema: deviceListSchema, signal })),
    /**
     * §7 `DELETE /api/users/self/devices/{id}` (the server also takes `?id=`) → the removed device's id;
     * its session is signed out at once. A failure rejects (404 for a device that is not the user's).
     */
    remove: (id: string) => transport.request('main', { method: 'DELETE', path: `${DEVICES_PATH}/${pathSegment(id)}`, schema: deviceRemovalPayloadSchema }),
  };
}

export type DevicesApi = ReturnType<typeof createDevicesApi>;
