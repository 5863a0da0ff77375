import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import styles from './policy.module.css';

/** Sections and lines of the skeleton: enough to fill a tall screen, so the footer stays below it while the text arrives. */
const SECTIONS = [0, 1, 2, 3] as const;
const CONTENTS_ENTRIES = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * The policy's own layout while its text chunk arrives (the page's heading is already there): the meta
 * line, the summary, the contents (folded on a phone, a list beside the text from a tablet up), the sections'
 * paragraphs, and the other policies — same boxes and spacing as the text, so nothing jumps when it lands.
 */
export function PolicySkeleton() {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  return (
    <div role="status" aria-label={t('policies.loading')} className={styles.policy} data-policy-skeleton="">
      <p className={styles.meta}>
        <span className={`${styles.skeletonBlock} ${styles.skeletonMeta}`} />
      </p>
      <div className={styles.summary}>
        <div className={`${styles.skeletonBlock} ${styles.skeletonSummaryLine}`} />
        <div className={`${styles.skeletonBlock} ${styles.skeletonSummaryLine} ${styles.skeletonShortLine}`} />
      </div>
      <div className={styles.layout}>
        <div className={styles.aside}>
          <div className={styles.contents}>
            <div className={`${styles.skeletonBlock} ${styles.skeletonToggle}`} />
            <div className={styles.skeletonContentsList}>
              {CONTENTS_ENTRIES.map((entry) => (
                <div key={entry} className={`${styles.skeletonBlock} ${styles.skeletonContentsEntry}`} />
              ))}
            </div>
          </div>
          <div className={`${styles.otherPolicies} ${styles.skeletonOtherPolicies}`}>
            <div className={`${styles.skeletonBlock} ${styles.skeletonOtherPolicy}`} />
            <div className={`${styles.skeletonBlock} ${styles.skeletonOtherPolicy}`} />
          </div>
        </div>
        <div className={styles.article}>
          {SECTIONS.map((section) => (
            <div key={section} className={styles.section}>
              <div className={`${styles.skeletonBlock} ${styles.skeletonHeading}`} />
              <div className={`${styles.skeletonBlock} ${styles.skeletonLine}`} />
              <div className={`${styles.skeletonBlock} ${styles.skeletonLine}`} />
              <div className={`${styles.skeletonBlock} ${styles.skeletonLine}`} />
              <div className={`${styles.skeletonBlock} ${styles.skeletonLine} ${styles.skeletonShortLine}`} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
