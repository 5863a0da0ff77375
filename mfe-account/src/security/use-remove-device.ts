import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import type { Device } from '@marketplace/contracts/wire';
import { devicesKeys, devicesMutations } from '@marketplace/contracts/http';
import { marketplaceBus, useMarketplaceApi } from '@marketplace/contracts/browser';

/**
 * Removing a device, optimistic: it leaves the list at once, and comes back (with an error toast) if
 * the server refuses; its session is signed out by the server on success.
 */
export function useRemoveDevice() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const client = useQueryClient();
  return useMutation({
    ...devicesMutations.remove(api),
    onMutate: async (deviceId: string) => {
      await client.cancelQueries({ queryKey: devicesKeys.list() });
      const before = client.getQueryData<Device[]>(devicesKeys.list());
      client.setQueryData<Device[]>(devicesKeys.list(), (devices) => devices?.filter((device) => device.id !== deviceId));
      return { before };
    },
    onError: (_error, _deviceId, rollback) => {
      if (rollback?.before) client.setQueryData(devicesKeys.list(), rollback.before);
      marketplaceBus.emit('toast', { tone: 'error', message: t('devices.removeFailed') });
    },
  });
}
