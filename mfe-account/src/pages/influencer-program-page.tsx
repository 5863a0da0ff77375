import { useTranslation } from 'react-i18next';
import { PageFrame, type RemoteComponent } from '@marketplace/contracts';

const InfluencerProgramPage: RemoteComponent<'account', 'InfluencerProgramPage'> = () => {
  const { t } = useTranslation();
  return (
    <PageFrame owner="account" heading={t('routes.influencerProgram.heading')}>
      <p>{t('remotePage.comingSoon')}</p>
    </PageFrame>
  );
};

export default InfluencerProgramPage;
