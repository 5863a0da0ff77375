import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import type { RemoteComponent } from '@marketplace/contracts/browser';
import { PageFrame } from '@marketplace/contracts/ui';
import { InfluencerProgramme } from '../influencer/influencer-programme';

const InfluencerProgramPage: RemoteComponent<'account', 'InfluencerProgramPage'> = () => {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <PageFrame owner="account" heading={t('routes.influencerProgram.heading')}>
      <InfluencerProgramme />
    </PageFrame>
  );
};

export default InfluencerProgramPage;
