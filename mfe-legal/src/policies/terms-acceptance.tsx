import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import { marketplaceBus, useLocale, useLocalizedPath, useMarketplaceApi } from '@marketplace/contracts/browser';
import { termsMutations } from '@marketplace/contracts/http';
import { TERMS_OF_SERVICE_VERSION, type TermsAcceptancePayload } from '@marketplace/contracts/wire';
import { buttonStyles, LoadError, VisuallyHidden } from '@marketplace/contracts/ui';
import { WHAT_CHANGED_ID } from './policy-document';
import { policyDocumentQuery } from './policy-document-query';
import styles from './terms-acceptance.module.css';

export interface TermsAcceptanceProps {
  /** Nothing accepted before (a new account) rather than an older version. */
  firstTime: boolean;
  /** What the API stored: the shell puts it in the user state and closes the modal. */
  onAccepted: (acceptance: TermsAcceptancePayload) => void;
}

/**
 * Asks a signed-in person to accept the terms in force before using their account: what changed (the newest
 * entry of the terms' change log in their language, with a link to every version's changes on the terms
 * page), a link to the full text in a new tab (the modal stays), Accept, and
 * Sign out — the way out of a modal that cannot be dismissed, which the shell carries out
 * (`session:sign-out-requested`). A failed save says so and keeps the modal open for another try.
 */
export function TermsAcceptance({ firstTime, onAccepted }: TermsAcceptanceProps) {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const locale = useLocale();
  const localized = useLocalizedPath();
  const api = useMarketplaceApi();
  const terms = useQuery(policyDocumentQuery(locale, 'terms'));
  const accept = useMutation({
    ...termsMutations.accept(api),
    onSuccess: (acceptance) => {
      marketplaceBus.emit('toast', { tone: 'success', message: t('terms.accepted') });
      onAccepted(acceptance);
    },
  });

  return (
    <div className={styles.body} data-remote="legal">
      <h2 className={styles.heading}>{t(firstTime ? 'terms.firstHeading' : 'terms.heading')}</h2>
      <p className={styles.text}>{t(firstTime ? 'terms.firstIntro' : 'terms.intro')}</p>
      {terms.isError ? (
        <LoadError message={t('policies.loadFailed')} onRetry={() => void terms.refetch()} />
      ) : (
        <section className={styles.changes} aria-labelledby="terms-changes-heading" aria-busy={terms.isPending}>
          <h3 id="terms-changes-heading" className={styles.changesHeading}>
            {t('terms.changesHeading', { version: TERMS_OF_SERVICE_VERSION })}
          </h3>
          {terms.isPending ? (
            <div className={styles.skeleton} />
          ) : (
            <ul className={styles.changeList}>
              {(terms.data.changeLog?.[0]?.changes ?? []).map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          )}
          <p className={styles.changesLink}>
            <a href={localized(`/legal/terms#${WHAT_CHANGED_ID}`)} target="_blank" rel="noopener" className={styles.link}>
              {t('terms.allChanges')}
              <VisuallyHidden> {t('terms.opensInNewTab')}</VisuallyHidden>
            </a>
          </p>
        </section>
      )}
      <p className={styles.text}>
        <a href={localized('/legal/terms')} target="_blank" rel="noopener" className={styles.link}>
          {t('terms.readFull')}
          <VisuallyHidden> {t('terms.opensInNewTab')}</VisuallyHidden>
        </a>
      </p>
      {accept.isError && (
        <p role="alert" className={styles.error}>
          {t('terms.acceptFailed')}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonStyles.secondary}
          data-action="sign-out"
          disabled={accept.isPending}
          onClick={() => marketplaceBus.emit('session:sign-out-requested', { source: 'terms-modal' })}
        >
          {t('terms.signOut')}
        </button>
        <button
          type="button"
          className={buttonStyles.primary}
          data-action="accept-terms"
          disabled={accept.isPending}
          onClick={() => accept.mutate({ version: TERMS_OF_SERVICE_VERSION })}
        >
          {t(accept.isPending ? 'terms.accepting' : 'terms.accept')}
        </button>
      </div>
    </div>
  );
}
