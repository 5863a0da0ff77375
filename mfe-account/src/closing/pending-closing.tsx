import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountClosingMutations } from '@marketplace/contracts/http';
import { useLocale, useMarketplaceApi } from '@marketplace/contracts/browser';
import { buttonStyles } from '@marketplace/contracts/ui';
import type { AccountClosing } from '@marketplace/contracts/wire';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import settings from '../settings/account-settings.module.css';
import styles from './closing.module.css';

/** A closing in its grace period: the day it happens, and "Keep my account", which cancels it (`DELETE /api/users/self/closing`). */
export function PendingClosing({ closing }: { closing: AccountClosing }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const locale = useLocale();
  const api = useMarketplaceApi();
  const cancel = useMutation(accountClosingMutations.cancel(api));
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(closing.closesAt));
  return (
    <div className={styles.pending} data-testid="pending-closing">
      <p className={styles.pendingText}>{t('closing.pending.text', { date })}</p>
      <p className={settings.muted}>{t('closing.pending.hint')}</p>
      {cancel.isError ? (
        <p role="alert" className={settings.error}>
          {t('closing.pending.cancelFailed')}
        </p>
      ) : null}
      <div className={settings.actions}>
        <button type="button" className={buttonStyles.primary} aria-disabled={cancel.isPending} onClick={() => cancel.isPending || cancel.mutate()}>
          {t(cancel.isPending ? 'closing.pending.keeping' : 'closing.pending.keep')}
        </button>
      </div>
    </div>
  );
}
