import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountClosingQueries, usersQueries } from '@marketplace/contracts/http';
import { useLocalizedPath, useMarketplaceApi, useSessionUser } from '@marketplace/contracts/browser';
import { buttonStyles, formFieldStyles, LoadError } from '@marketplace/contracts/ui';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { SettingsSection } from '../settings/settings-section';
import { ClosingForm } from './closing-form';
import { ClosingLosses } from './closing-losses';
import styles from './closing.module.css';
import { PendingClosing } from './pending-closing';

/** The wallet's page that shows the key (the wallet remote's, linked by path: remotes never import each other). */
export const KEY_EXPORT_PATH = '/user-portal/wallet/key';
/** The legal remote's page that downloads everything the marketplace holds about the person. */
export const DATA_EXPORT_PATH = '/export';

/**
 * "Close your account" on `/user-portal/account` (issue 24): what is lost, the two exports to take first
 * (the wallet key, which alone reaches the GEM and collectibles afterwards, and the personal data), then the
 * last step with the password (or, for a Google- or Apple-only account, a new sign-in with the provider). While
 * a closing is pending, its date and "Keep my account" instead.
 */
export function ClosingSection() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const localized = useLocalizedPath();
  const user = useSessionUser();
  const self = useQuery(usersQueries.self(api));
  const pending = useQuery(accountClosingQueries.pending(api));
  const failed = self.isError || pending.isError;
  const retry = () => {
    if (self.isError) void self.refetch();
    if (pending.isError) void pending.refetch();
  };

  return (
    <SettingsSection id="closing" title={t('closing.title')} description={t('closing.description')}>
      {(self.isPending || pending.isPending) && !failed ? <p className={formFieldStyles.hint}>{t('closing.loading')}</p> : null}
      {failed ? <LoadError message={t('closing.loadError')} onRetry={retry} /> : null}
      {pending.data ? <PendingClosing closing={pending.data} /> : null}
      {pending.data === null && self.data ? (
        <>
          <ClosingLosses userId={self.data.id} balance={user?.balance ?? 0} showBalance={user?.showBalance ?? false} />
          <section className={styles.firstSteps} aria-labelledby="closing-first-steps">
            <h3 id="closing-first-steps" className={styles.subheading}>
              {t('closing.firstSteps.heading')}
            </h3>
            <p className={formFieldStyles.hint}>{t('closing.firstSteps.text')}</p>
            <div className={styles.links}>
              <Link className={buttonStyles.secondary} to={localized(KEY_EXPORT_PATH)}>
                {t('closing.firstSteps.keyExport')}
              </Link>
              <Link className={buttonStyles.secondary} to={localized(DATA_EXPORT_PATH)}>
                {t('closing.firstSteps.dataExport')}
              </Link>
            </div>
          </section>
          <ClosingForm self={self.data} />
        </>
      ) : null}
    </SettingsSection>
  );
}
