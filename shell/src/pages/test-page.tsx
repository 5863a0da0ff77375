import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useRuntimeConfig } from '../app/runtime-config-context';
import { useLocalizedPath } from '../routing/locale-context';
import { PageFrame } from '@marketplace/contracts';

/** `/test` exists only in debug mode (spec §2); otherwise it leads home. */
export function TestPage() {
  const { t } = useTranslation();
  const { debug } = useRuntimeConfig();
  const localized = useLocalizedPath();
  if (!debug) return <Navigate to={localized('/')} replace />;
  return <PageFrame owner="shell" heading={t('routes.test.heading')} />;
}
