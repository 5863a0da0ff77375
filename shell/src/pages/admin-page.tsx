import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame, useMarketplaceApi, useSessionUser } from '@marketplace/contracts';
import { NotFoundPage } from './not-found-page';
import styles from './admin-page.module.css';

type MaintenanceState = { status: 'loading' } | { status: 'known'; enabled: boolean; saving: boolean; failed: boolean } | { status: 'unknown' };

function MaintenanceSwitch() {
  const { t } = useTranslation();
  const { status } = useMarketplaceApi();
  const [state, setState] = useState<MaintenanceState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    status.maintenance().then(
      ({ statusCode }) => current && setState({ status: 'known', enabled: statusCode === 503, saving: false, failed: false }),
      () => current && setState({ status: 'unknown' }),
    );
    return () => {
      current = false;
    };
  }, [status]);

  if (state.status === 'loading') return <p role="status">{t('app.loading')}</p>;
  if (state.status === 'unknown') return <p role="alert">{t('admin.statusUnknown')}</p>;

  const toggle = () => {
    const wanted = !state.enabled;
    setState({ ...state, saving: true, failed: false });
    status.setMaintenance(wanted).then(
      ({ enabled }) => setState({ status: 'known', enabled, saving: false, failed: false }),
      () => setState({ ...state, saving: false, failed: true }),
    );
  };

  return (
    <section className={styles.card} aria-labelledby="maintenance-heading">
      <h2 id="maintenance-heading" className={styles.heading}>
        {t('admin.maintenanceHeading')}
      </h2>
      <p className={styles.state} data-testid="maintenance-state" data-enabled={state.enabled}>
        <span className={state.enabled ? styles.dotOn : styles.dotOff} aria-hidden="true" />
        {t(state.enabled ? 'admin.maintenanceOn' : 'admin.maintenanceOff')}
      </p>
      <button type="button" className={state.enabled ? styles.primary : styles.danger} onClick={toggle} disabled={state.saving}>
        {t(state.enabled ? 'admin.turnOff' : 'admin.turnOn')}
      </button>
      {state.failed && <p role="alert" className={styles.error}>{t('admin.switchFailed')}</p>}
    </section>
  );
}

/** `/admin`: an ADMIN sees the maintenance state and switches it; anyone else gets the 404 page. */
export function AdminPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (user?.role !== 'ADMIN') return <NotFoundPage />;
  return (
    <PageFrame owner="shell" heading={t('routes.admin.heading')}>
      <MaintenanceSwitch />
    </PageFrame>
  );
}
