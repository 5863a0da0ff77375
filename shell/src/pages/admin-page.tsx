import { useTranslation } from 'react-i18next';
import { ShellPageFrame } from './shell-page-frame';

/** `/admin`: the maintenance switch arrives with the session work; until then, its heading. */
export function AdminPage() {
  const { t } = useTranslation();
  return (
    <ShellPageFrame heading={t('routes.admin.heading')}>
      <p>{t('remotePage.comingSoon')}</p>
    </ShellPageFrame>
  );
}
