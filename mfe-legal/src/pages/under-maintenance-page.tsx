import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import type { RemoteComponent } from '@marketplace/contracts/browser';
import { PageFrame } from '@marketplace/contracts/ui';

const UnderMaintenancePage: RemoteComponent<'legal', 'UnderMaintenancePage'> = () => {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  return (
    <PageFrame owner="legal" heading={t('routes.underMaintenance.heading')}>
      <p>{t('routes.underMaintenance.body')}</p>
    </PageFrame>
  );
};

export default UnderMaintenancePage;
