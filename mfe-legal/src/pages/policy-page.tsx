import { useTranslation } from 'react-i18next';
import { PageFrame, type RemoteComponent } from '@marketplace/contracts';

const PolicyPage: RemoteComponent<'legal', 'PolicyPage'> = ({ policy }) => {
  const { t } = useTranslation();
  return (
    <PageFrame owner="legal" heading={t(`legal.${policy}`)}>
      <p>{t('remotePage.comingSoon')}</p>
    </PageFrame>
  );
};

export default PolicyPage;
