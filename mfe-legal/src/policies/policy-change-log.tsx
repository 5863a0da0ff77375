import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import { type PolicyVersionChanges, WHAT_CHANGED_ID } from './policy-document';
import styles from './policy.module.css';

/**
 * "What changed": every published version of a policy, newest first, with its short summary of changes —
 * the announcement a person is pointed to from the terms modal (`/legal/terms#what-changed`). A section
 * like the others, so the contents link to it and an address with its anchor scrolls to it.
 */
export function PolicyChangeLog({ changeLog }: { changeLog: readonly PolicyVersionChanges[] }) {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const headingId = `${WHAT_CHANGED_ID}-heading`;
  return (
    <section id={WHAT_CHANGED_ID} className={`${styles.section} ${styles.changeLog}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        <a href={`#${WHAT_CHANGED_ID}`} className={styles.sectionLink}>
          {t('policies.whatChanged')}
        </a>
      </h2>
      <ol className={styles.versionList}>
        {changeLog.map((entry, index) => (
          <li key={entry.version} data-version={entry.version}>
            <h3 className={styles.versionHeading}>
              {t('policies.version', { version: entry.version })}
              {index === 0 && <span className={styles.currentVersion}>{t('policies.inForce')}</span>}
            </h3>
            <ul>
              {entry.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
