import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { usersQueries } from '@marketplace/contracts/http';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import { LoadError } from '@marketplace/contracts/ui';
import { AntiphishingSettings } from './antiphishing-settings';
import { BalanceVisibilitySettings } from './balance-visibility-settings';
import { CommunicationsSettings } from './communications-settings';
import { EmailSettings } from './email-settings';
import { LanguageSettings } from './language-settings';
import { ProfileArtSettings } from './profile-art-settings';
import { ProfileSettings } from './profile-settings';
import { SettingsSkeleton } from './settings-skeleton';

/**
 * The account settings of `/user-portal/account`: one card per setting, each saving on its own, read
 * from the signed-in user as the server has it (`GET /api/users/self`, which every save reads again).
 * The page composes it beside the security settings and gives both the section nav.
 */
export function AccountSettings() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const self = useQuery(usersQueries.self(api));
  if (self.isPending) return <SettingsSkeleton />;
  if (self.isError) return <LoadError message={t('accountSettings.loadError')} onRetry={() => void self.refetch()} />;
  const user = self.data;
  // Keyed by user: a different person signed in here starts from their own values, not the last one's typing.
  return (
    <Fragment key={user.id}>
      <ProfileSettings self={user} />
      <ProfileArtSettings self={user} />
      <EmailSettings self={user} />
      <AntiphishingSettings self={user} />
      <CommunicationsSettings self={user} />
      <LanguageSettings self={user} />
      <BalanceVisibilitySettings self={user} />
    </Fragment>
  );
}
