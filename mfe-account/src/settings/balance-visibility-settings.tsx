import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { showBalanceMutation } from '@marketplace/contracts/http';
import { marketplaceBus, sessionUserAccess, useMarketplaceApi, useSessionUser } from '@marketplace/contracts/browser';
import type { SelfUser } from '@marketplace/contracts/wire';
import { settingFailureKey } from './setting-failure';
import { SettingsSection } from './settings-section';
import { SettingsSwitch } from './settings-switch';

/**
 * Whether the header shows the balance: the same optimistic mutation as the header's eye (spec §4),
 * so the switch and the header move together and both go back if the server keeps nothing.
 */
export function BalanceVisibilitySettings({ self }: { self: SelfUser }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const showBalance = useSessionUser()?.showBalance ?? self.showBalance;
  const { mutate, isPending, error } = useMutation(showBalanceMutation(api, sessionUserAccess));
  return (
    <SettingsSection id="balance" title={t('accountSettings.balance.title')}>
      <SettingsSwitch
        label={t('accountSettings.balance.label')}
        hint={t('accountSettings.balance.hint')}
        checked={showBalance}
        busy={isPending}
        failureKey={error ? settingFailureKey(error) : null}
        onChange={(next) =>
          mutate(
            { showBalance: next },
            {
              onSuccess: () =>
                marketplaceBus.emit('toast', { tone: 'success', message: t(next ? 'accountSettings.balance.shown' : 'accountSettings.balance.hidden') }),
            },
          )
        }
      />
    </SettingsSection>
  );
}
