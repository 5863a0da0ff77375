import { useTranslation } from 'react-i18next';
import { RemotePageFrame, type RemoteComponent } from '@marketplace/contracts';

const InfluencerProgramPage: RemoteComponent<'account', 'InfluencerProgramPage'> = () => {
  const { t } = useTranslation();
  return (
    <RemotePageFrame remote="account" heading={t('routes.influencerProgram.heading')}>
      <p>{t('remotePage.comingSoon')}</p>
    </RemotePageFrame>
  );
};

export default InfluencerProgramPage;
