import type { UseMutationOptions } from '@tanstack/react-query';
import type { MaintenanceStatus } from '../../wire/api/envelope';
import type { MarketplaceApi } from '../resources/marketplace-api';
import { MAINTENANCE_STATUS, OPEN_STATUS } from '../resources/status-api';
import { apiQuery } from './api-query';

const STATUS = ['status'] as const;

export const statusKeys = {
  all: STATUS,
  maintenance: () => [...STATUS, 'maintenance'] as const,
};

export const statusQueries = {
  /** §7 `GET /api/status/maintenance` → `{statusCode}`, 503 in maintenance; never cached as fresh, since it can flip at any time. */
  maintenance: (api: Pick<MarketplaceApi, 'status'>) => apiQuery(statusKeys.maintenance(), (options) => api.status.maintenance(options), { staleTime: 0 }),
};

export const statusMutations = {
  /** Extension: the ADMIN's maintenance switch; the state the server now enforces replaces the one read. */
  setMaintenance: (api: Pick<MarketplaceApi, 'status'>): UseMutationOptions<{ enabled: boolean }, Error, boolean> => ({
    mutationKey: [...STATUS, 'set-maintenance'],
    mutationFn: (enabled) => api.status.setMaintenance(enabled),
    onSuccess: ({ enabled }, _wanted, _onMutate, { client }) => {
      client.setQueryData<MaintenanceStatus>(statusKeys.maintenance(), { statusCode: enabled ? MAINTENANCE_STATUS : OPEN_STATUS });
    },
  }),
};
