import { useTranslation } from 'react-i18next';
import { RemotePageFrame, type RemoteComponent } from '@marketplace/contracts';

const UnderMaintenancePage: RemoteComponent<'legal', 'UnderMaintenancePage'> = () => {
  const { t } = useTranslation();
  return (
    <RemotePageFrame remote="legal" heading={t('routes.underMaintenance.heading')}>
      <p>{t('routes.underMaintenance.body')}</p>
    </RemotePageFrame>
  );
};

export default UnderMaintenancePage;
