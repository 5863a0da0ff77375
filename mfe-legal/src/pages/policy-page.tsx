import { useTranslation } from 'react-i18next';
import type { RemoteComponent } from '@marketplace/contracts/browser';
import { PageFrame } from '@marketplace/contracts/ui';

const PolicyPage: RemoteComponent<'legal', 'PolicyPage'> = ({ policy }) => {
  const { t } = useTranslation();
  return (
    <PageFrame owner="legal" heading={t(`legal.${policy}`)}>
      <p>{t('remotePage.comingSoon')}</p>
    </PageFrame>
  );
};

export default PolicyPage;
