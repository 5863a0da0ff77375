import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { useLocale, useMarketplaceApi } from '@marketplace/contracts/browser';
import { buttonStyles, formFieldStyles } from '@marketplace/contracts/ui';
import type { EmailChangeSentPayload, SelfUser } from '@marketplace/contracts/wire';
import styles from './account-settings.module.css';
import { EmailChangeForm } from './email-change-form';

/** The pending change of address, kept by the API: the same after a reload as right after asking. */
const PENDING_KEY = ['self', 'email-change', 'pending'] as const;

/**
 * "Change e-mail" under the address: opens the form, and while a change waits for its link says to check
 * the new inbox (the address shown above stays the current one until the link is followed), with a way to
 * cancel it. An account that signs in only with Google or Apple has no password to confirm the change with,
 * and is told so.
 */
export function EmailChange({ self }: { self: SelfUser }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const locale = useLocale();
  const api = useMarketplaceApi();
  const queryClient = useQueryClient();
  const hasPassword = self.identityProviders.password;
  const pending = useQuery({ queryKey: PENDING_KEY, queryFn: () => api.emailKeys.pendingEmailChange(), enabled: hasPassword });
  const cancel = useMutation({
    mutationFn: () => api.emailKeys.cancelEmailChange(),
    onSuccess: () => queryClient.setQueryData(PENDING_KEY, null),
  });
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  if (!hasPassword) return <p className={formFieldStyles.hint}>{t('accountSettings.emailChange.problems.noPassword')}</p>;

  const close = () => {
    setOpen(false);
    // The form goes away with the focus in it: the focus returns to what opened it.
    requestAnimationFrame(() => opener.current?.focus());
  };
  const waiting: EmailChangeSentPayload | null = pending.data ?? null;

  return (
    <div className={formFieldStyles.field}>
      {waiting ? (
        <>
          <p role="status" className={formFieldStyles.hint}>
            {t('accountSettings.emailChange.sent', {
              email: waiting.sentTo,
              time: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(waiting.expiresAt)),
            })}
          </p>
          {open ? null : (
            <div className={styles.actions}>
              <button type="button" className={buttonStyles.secondary} disabled={cancel.isPending} onClick={() => cancel.mutate()}>
                {t('accountSettings.emailChange.cancelPending')}
              </button>
            </div>
          )}
        </>
      ) : cancel.isSuccess ? (
        <p role="status" className={formFieldStyles.hint}>
          {t('accountSettings.emailChange.cancelled')}
        </p>
      ) : null}
      {cancel.isError ? (
        <p role="alert" className={styles.error}>
          {t('accountSettings.emailChange.cancelFailed')}
        </p>
      ) : null}
      {open ? (
        <EmailChangeForm
          self={self}
          onSent={(answer) => {
            queryClient.setQueryData(PENDING_KEY, answer);
            cancel.reset();
            close();
          }}
          onCancel={close}
        />
      ) : (
        <div className={styles.actions}>
          <button ref={opener} type="button" className={buttonStyles.secondary} onClick={() => setOpen(true)}>
            {t('accountSettings.emailChange.open')}
          </button>
        </div>
      )}
    </div>
  );
}
