import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import type { RemoteComponent } from '@marketplace/contracts/browser';
import { PageFrame } from '@marketplace/contracts/ui';
import { CommunicationsCenter } from '../communications/communications-center';

const CommunicationsPage: RemoteComponent<'legal', 'CommunicationsPage'> = () => {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  return (
    <PageFrame owner="legal" heading={t('routes.communications.heading')}>
      <CommunicationsCenter />
    </PageFrame>
  );
};

export default CommunicationsPage;
