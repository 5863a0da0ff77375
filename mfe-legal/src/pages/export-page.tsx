import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import type { RemoteComponent } from '@marketplace/contracts/browser';
import { PageFrame } from '@marketplace/contracts/ui';
import { ExportCenter } from '../export/export-center';

const ExportPage: RemoteComponent<'legal', 'ExportPage'> = () => {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  return (
    <PageFrame owner="legal" heading={t('routes.export.heading')}>
      <ExportCenter />
    </PageFrame>
  );
};

export default ExportPage;
