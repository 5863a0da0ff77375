import { useTranslation } from 'react-i18next';
import { RemoteLoading } from '../remote/remote-loading';
import { PageFrame } from '@marketplace/contracts';

/** `/loading?auth=true&redirect=…`: where the sign-in flow starts and returns. */
export function LoadingPage() {
  const { t } = useTranslation();
  return (
    <PageFrame owner="shell" heading={t('routes.loading.heading')}>
      <RemoteLoading />
    </PageFrame>
  );
}
