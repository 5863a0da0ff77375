import { useTranslation } from 'react-i18next';
import { RemotePageFrame, type RemoteComponent } from '@marketplace/contracts';

const SupportPage: RemoteComponent<'legal', 'SupportPage'> = () => {
  const { t } = useTranslation();
  return (
    <RemotePageFrame remote="legal" heading={t('routes.support.heading')}>
      <p>{t('remotePage.comingSoon')}</p>
    </RemotePageFrame>
  );
};

export default SupportPage;
