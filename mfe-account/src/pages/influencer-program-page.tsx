import { useTranslation } from 'react-i18next';
import type { RemoteComponent } from '@marketplace/contracts/browser';
import { PageFrame } from '@marketplace/contracts/ui';

const InfluencerProgramPage: RemoteComponent<'account', 'InfluencerProgramPage'> = () => {
  const { t } = useTranslation();
  return (
    <PageFrame owner="account" heading={t('routes.influencerProgram.heading')}>
      <p>{t('remotePage.comingSoon')}</p>
    </PageFrame>
  );
};

export default InfluencerProgramPage;
