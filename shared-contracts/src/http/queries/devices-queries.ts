import type { UseMutationOptions } from '@tanstack/react-query';
import type { MarketplaceApi } from '../resources/marketplace-api';
import type { Device, DeviceRemovalPayload } from '../../wire/schemas/device-schemas';
import { apiQuery } from './api-query';
import { invalidate } from './invalidate';
import { SELF_SCOPE } from './self-scope';

const DEVICES = [...SELF_SCOPE, 'devices'] as const;

export const devicesKeys = {
  all: DEVICES,
  list: () => [...DEVICES, 'list'] as const,
};

export const devicesQueries = {
  /** §7 `GET /api/users/self/devices` → one per sign-in, the asking one marked `current`; a failure reads as none. */
  list: (api: Pick<MarketplaceApi, 'devices'>) => apiQuery(devicesKeys.list(), (options) => api.devices.list(options)),
};

export const devicesMutations = {
  /** §7 `DELETE /api/users/self/devices/{id}`: its session is signed out at once, so it leaves the list at once too. */
  remove: (api: Pick<MarketplaceApi, 'devices'>): UseMutationOptions<DeviceRemovalPayload, Error, string> => ({
    mutationKey: [...DEVICES, 'remove'],
    mutationFn: (deviceId) => api.devices.remove(deviceId),
    onSuccess: ({ id }, _deviceId, _onMutate, { client }) => {
      client.setQueryData<Device[]>(devicesKeys.list(), (devices) => devices?.filter((device) => device.id !== id));
      invalidate(client, devicesKeys.all);
    },
  }),
};
