import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { usersKeys } from '@marketplace/contracts/http';
import { marketplaceBus, useLocale, useMarketplaceApi } from '@marketplace/contracts/browser';
import { buttonStyles, formFieldStyles } from '@marketplace/contracts/ui';
import type { SelfUser } from '@marketplace/contracts/wire';
import styles from './account-settings.module.css';
import { EmailChange } from './email-change';
import { settingFailureKey } from './setting-failure';
import { SettingsAlert } from './settings-alert';
import { SettingsSection } from './settings-section';

/**
 * The address, whether it is verified, a new verification link for one that is not (`POST /api/users/self/verify-email`),
 * and the way to change it (`EmailChange`).
 */
export function EmailSettings({ self }: { self: SelfUser }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const locale = useLocale();
  const api = useMarketplaceApi();
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationKey: ['self', 'verify-email'],
    mutationFn: () => api.emailKeys.requestEmailVerification(),
    onSuccess: ({ sentTo }) => marketplaceBus.emit('toast', { tone: 'success', message: t('accountSettings.email.sent', { email: sentTo }) }),
    // A 409 means the address was verified meanwhile (another tab): reading the user again shows it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.self() }),
  });
  const sentUntil = resend.data ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(resend.data.expiresAt)) : null;

  return (
    <SettingsSection id="email" title={t('accountSettings.email.title')} description={t('accountSettings.email.description')}>
      <div className={styles.row}>
        <p className={styles.address}>{self.email}</p>
        <span className={styles.badge} data-tone={self.emailVerified ? 'success' : 'warning'}>
          {t(self.emailVerified ? 'accountSettings.email.verified' : 'accountSettings.email.unverified')}
        </span>
      </div>
      {self.emailVerified ? null : (
        <div className={formFieldStyles.field}>
          <p className={formFieldStyles.hint}>{t('accountSettings.email.unverifiedHint')}</p>
          <div className={styles.actions}>
            <button type="button" className={buttonStyles.secondary} disabled={resend.isPending} aria-busy={resend.isPending} onClick={() => resend.mutate()}>
              {resend.isPending ? t('accountSettings.email.sending') : t('accountSettings.email.resend')}
            </button>
            <SettingsAlert message={resend.error && t(settingFailureKey(resend.error, 'accountSettings.email.alreadyVerified'))} />
          </div>
          {sentUntil && resend.data ? (
            <p role="status" className={formFieldStyles.hint}>
              {t('accountSettings.email.sentUntil', { email: resend.data.sentTo, time: sentUntil })}
            </p>
          ) : null}
        </div>
      )}
      <EmailChange self={self} />
    </SettingsSection>
  );
}
