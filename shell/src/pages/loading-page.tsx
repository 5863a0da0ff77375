import { useTranslation } from 'react-i18next';
import { RemoteLoading } from '../remote/remote-loading';
import { ShellPageFrame } from './shell-page-frame';

/** `/loading?auth=true&redirect=…`: where the sign-in flow starts and returns. */
export function LoadingPage() {
  const { t } = useTranslation();
  return (
    <ShellPageFrame heading={t('routes.loading.heading')}>
      <RemoteLoading />
    </ShellPageFrame>
  );
}
