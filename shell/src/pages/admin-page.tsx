import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAINTENANCE_STATUS, statusMutations, statusQueries } from '@marketplace/contracts/http';
import { useMarketplaceApi, useSessionUser } from '@marketplace/contracts/browser';
import { cardStyles, PageFrame } from '@marketplace/contracts/ui';
import { BuildVersions } from './build-versions';
import { NotFoundPage } from './not-found-page';
import { PendingClosings } from './pending-closings';
import styles from './admin-page.module.css';

/** The maintenance state as the server enforces it, and the ADMIN's switch (the state it answers shows at once). */
function MaintenanceSwitch() {
  const { t } = useTranslation();
  const api = useMarketplaceApi();
  const { data, isError } = useQuery(statusQueries.maintenance(api));
  const switching = useMutation(statusMutations.setMaintenance(api));

  if (!data) return isError ? <p role="alert">{t('admin.statusUnknown')}</p> : <p role="status">{t('app.loading')}</p>;

  const enabled = data.statusCode === MAINTENANCE_STATUS;
  return (
    <section className={`${cardStyles.card} ${styles.card}`} aria-labelledby="maintenance-heading">
      <h2 id="maintenance-heading" className={cardStyles.heading}>
        {t('admin.maintenanceHeading')}
      </h2>
      <p className={styles.state} data-testid="maintenance-state" data-enabled={enabled}>
        <span className={enabled ? styles.dotOn : styles.dotOff} aria-hidden="true" />
        {t(enabled ? 'admin.maintenanceOn' : 'admin.maintenanceOff')}
      </p>
      <button type="button" className={enabled ? styles.primary : styles.danger} onClick={() => switching.mutate(!enabled)} disabled={switching.isPending}>
        {t(enabled ? 'admin.turnOff' : 'admin.turnOn')}
      </button>
      {switching.isError && (
        <p role="alert" className={styles.error}>
          {t('admin.switchFailed')}
        </p>
      )}
    </section>
  );
}

/** `/admin`: an ADMIN sees and switches the maintenance state, sees the builds composed and the accounts set to close; anyone else gets the 404 page. */
export function AdminPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (user?.role !== 'ADMIN') return <NotFoundPage />;
  return (
    <PageFrame owner="shell" heading={t('routes.admin.heading')}>
      <MaintenanceSwitch />
      <BuildVersions />
      <PendingClosings />
    </PageFrame>
  );
}
