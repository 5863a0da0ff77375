import { useTranslation } from 'react-i18next';
import type { RemoteComponent } from '@marketplace/contracts/browser';
import { PageFrame } from '@marketplace/contracts/ui';
import { SupportCenter } from '../support/support-center';

const SupportPage: RemoteComponent<'legal', 'SupportPage'> = () => {
  const { t } = useTranslation();
  return (
    <PageFrame owner="legal" heading={t('routes.support.heading')}>
      <SupportCenter />
    </PageFrame>
  );
};

export default SupportPage;
