import { useTranslation } from 'react-i18next';
import { PageFrame } from '@marketplace/contracts';

/** `/admin`: the maintenance switch arrives with the session work; until then, its heading. */
export function AdminPage() {
  const { t } = useTranslation();
  return (
    <PageFrame owner="shell" heading={t('routes.admin.heading')}>
      <p>{t('remotePage.comingSoon')}</p>
    </PageFrame>
  );
}
