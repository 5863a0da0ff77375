import { useTranslation } from 'react-i18next';
import { PageFrame, type RemoteComponent } from '@marketplace/contracts';

const UnderMaintenancePage: RemoteComponent<'legal', 'UnderMaintenancePage'> = () => {
  const { t } = useTranslation();
  return (
    <PageFrame owner="legal" heading={t('routes.underMaintenance.heading')}>
      <p>{t('routes.underMaintenance.body')}</p>
    </PageFrame>
  );
};

export default UnderMaintenancePage;
