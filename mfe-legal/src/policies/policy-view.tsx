import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import { useLocale, useRate, useRuntimeConfig } from '@marketplace/contracts/browser';
import type { LegalPolicy } from '@marketplace/contracts/wire';
import { LoadError } from '@marketplace/contracts/ui';
import { OtherPolicies } from './other-policies';
import { PolicyArticle } from './policy-article';
import { PolicyChangeLog } from './policy-change-log';
import { PolicyContents } from './policy-contents';
import { WHAT_CHANGED_ID } from './policy-document';
import { policyDocumentQuery } from './policy-document-query';
import { policyFigures } from './policy-figures';
import { PolicyInlineText } from './policy-inline-text';
import { PolicySkeleton } from './policy-skeleton';
import styles from './policy.module.css';

/** A published date (YYYY-MM-DD) in the reader's language; read as UTC so no time zone moves it a day. */
function publishedDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * A policy in the page's language: version and date, contents, the text with its live figures, what changed
 * in each version (when the policy keeps a change log), the other policies.
 */
export function PolicyView({ policy }: { policy: LegalPolicy }) {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const locale = useLocale();
  const { fees } = useRuntimeConfig();
  const rate = useRate();
  const document = useQuery(policyDocumentQuery(locale, policy));

  if (document.isPending) return <PolicySkeleton />;
  if (document.isError) return <LoadError message={t('policies.loadFailed')} onRetry={() => void document.refetch()} />;

  const figures = policyFigures(fees, rate.price, locale);
  const { version, lastUpdated, summary, sections, changeLog } = document.data;
  const contents = changeLog ? [...sections, { id: WHAT_CHANGED_ID, heading: t('policies.whatChanged') }] : sections;
  return (
    <div className={styles.policy} data-policy={policy} data-version={version}>
      <p className={styles.meta}>
        <span>{t('policies.version', { version })}</span>
        <span aria-hidden="true"> · </span>
        <span>
          {t('policies.lastUpdated')} <time dateTime={lastUpdated}>{publishedDate(lastUpdated, locale)}</time>
        </span>
      </p>
      <p className={styles.summary}>
        <PolicyInlineText text={summary} figures={figures} />
      </p>
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <PolicyContents entries={contents} />
          <OtherPolicies current={policy} />
        </aside>
        <PolicyArticle document={document.data} figures={figures} after={changeLog && <PolicyChangeLog changeLog={changeLog} />} />
      </div>
    </div>
  );
}
