import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useRuntimeConfig } from '../app/runtime-config-context';
import { useLocalizedPath } from '../routing/locale-context';
import { ShellPageFrame } from './shell-page-frame';

/** `/test` exists only in debug mode (spec §2); otherwise it leads home. */
export function TestPage() {
  const { t } = useTranslation();
  const { debug } = useRuntimeConfig();
  const localized = useLocalizedPath();
  if (!debug) return <Navigate to={localized('/')} replace />;
  return <ShellPageFrame heading={t('routes.test.heading')} />;
}
