import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import type { RemoteComponent } from '@marketplace/contracts/browser';
import { PageFrame } from '@marketplace/contracts/ui';
import { SupportCenter } from '../support/support-center';

const SupportPage: RemoteComponent<'legal', 'SupportPage'> = () => {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  return (
    <PageFrame owner="legal" heading={t('routes.support.heading')}>
      <SupportCenter />
    </PageFrame>
  );
};

export default SupportPage;
