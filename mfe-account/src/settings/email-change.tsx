import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { useLocale } from '@marketplace/contracts/browser';
import { buttonStyles } from '@marketplace/contracts/ui';
import type { EmailChangeSentPayload, SelfUser } from '@marketplace/contracts/wire';
import styles from './account-settings.module.css';
import form from '../portal-kit/portal-form.module.css';
import { EmailChangeForm } from './email-change-form';

/**
 * "Change e-mail" under the address: opens the form, and once the link is sent says to check the new
 * inbox (the address shown above stays the current one until the link is followed). An account that signs
 * in only with Google or Apple has no password to confirm the change with, and is told so.
 */
export function EmailChange({ self }: { self: SelfUser }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<EmailChangeSentPayload | null>(null);
  const opener = useRef<HTMLButtonElement>(null);

  if (!self.identityProviders.password) return <p className={form.hint}>{t('accountSettings.emailChange.problems.noPassword')}</p>;

  const close = () => {
    setOpen(false);
    // The form goes away with the focus in it: the focus returns to what opened it.
    requestAnimationFrame(() => opener.current?.focus());
  };

  return (
    <div className={form.field}>
      {sent ? (
        <p role="status" className={form.hint}>
          {t('accountSettings.emailChange.sent', {
            email: sent.sentTo,
            time: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(sent.expiresAt)),
          })}
        </p>
      ) : null}
      {open ? (
        <EmailChangeForm
          self={self}
          onSent={(answer) => {
            setSent(answer);
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
