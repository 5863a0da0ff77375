import { useTranslation } from 'react-i18next';
import { PageFrame } from '@marketplace/contracts/ui';

/** `/test`: a page for debugging; the debug guard leads everyone home unless runtime config `debug` is on. */
export function TestPage() {
  const { t } = useTranslation();
  return <PageFrame owner="shell" heading={t('routes.test.heading')} />;
}
