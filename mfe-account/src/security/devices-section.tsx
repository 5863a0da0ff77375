import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import type { Device } from '@marketplace/contracts/wire';
import { devicesQueries } from '@marketplace/contracts/http';
import { marketplaceBus, useLocalizedPath, useMarketplaceApi } from '@marketplace/contracts/browser';
import { formFieldStyles, LoadError } from '@marketplace/contracts/ui';
import { DeviceRow } from './device-row';
import styles from './security.module.css';
import { useRemoveDevice } from './use-remove-device';

const SKELETON_ROWS = 2;

/** The API lists the most recently seen first; the device in hand leads, the others keep that order. */
function thisDeviceFirst(devices: readonly Device[]): Device[] {
  return [...devices].sort((a, b) => Number(b.current) - Number(a.current));
}

function DevicesSkeleton() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <ul className={styles.deviceList} role="status" aria-label={t('devices.loading')}>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own
        <li key={index} className={styles.device} aria-hidden="true">
          <div className={formFieldStyles.field}>
            <span className={styles.skeletonLine} data-width="short" />
            <span className={styles.skeletonLine} data-width="long" />
            <span className={styles.skeletonLine} data-width="long" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The devices signed in to the account (`/user-portal/account/devices`), this one first and marked. A read
 * the API answers with no devices at all failed (spec §7 lists read a failure as none, and the asking
 * device is always one), so it offers to try again rather than an empty list.
 */
export function DevicesSection() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const localized = useLocalizedPath();
  const devices = useQuery(devicesQueries.list(api));
  const remove = useRemoveDevice();

  const content = () => {
    if (devices.isPending) return <DevicesSkeleton />;
    if (devices.isError || devices.data.length === 0) return <LoadError message={t('devices.loadError')} onRetry={() => void devices.refetch()} />;
    return (
      <ul className={styles.deviceList} aria-label={t('devices.listLabel')}>
        {thisDeviceFirst(devices.data).map((device) => (
          <DeviceRow
            key={device.id}
            device={device}
            onRemove={(removed) =>
              remove.mutate(removed.id, {
                onSuccess: () => marketplaceBus.emit('toast', { tone: 'success', message: t('devices.removed') }),
              })
            }
          />
        ))}
      </ul>
    );
  };

  return (
    <div className={styles.security} data-testid="devices-section">
      <p className={styles.text}>{t('devices.intro')}</p>
      {content()}
      <Link className={styles.link} to={localized('/user-portal/account')}>
        {t('devices.backToAccount')}
      </Link>
    </div>
  );
}
