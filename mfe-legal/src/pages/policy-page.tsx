import { useTranslation } from 'react-i18next';
import { RemotePageFrame, type RemoteComponent } from '@marketplace/contracts';

const PolicyPage: RemoteComponent<'legal', 'PolicyPage'> = ({ policy }) => {
  const { t } = useTranslation();
  return (
    <RemotePageFrame remote="legal" heading={t(`legal.${policy}`)}>
      <p>{t('remotePage.comingSoon')}</p>
    </RemotePageFrame>
  );
};

export default PolicyPage;
