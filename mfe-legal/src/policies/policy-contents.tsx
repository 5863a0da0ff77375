import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import type { PolicySection } from './policy-document';
import styles from './policy.module.css';

/**
 * The table of contents: a list of links to each section's anchor. Beside the text on a wide screen
 * (sticky, always open); folded behind a button on a phone, where it would otherwise push the text
 * a whole screen down; printed open.
 */
export function PolicyContents({ sections }: { sections: readonly PolicySection[] }) {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <nav className={styles.contents} aria-label={t('policies.contents')} data-open={open}>
      <button type="button" className={styles.contentsToggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((was) => !was)}>
        {t('policies.contents')}
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <p className={styles.contentsTitle} aria-hidden="true">
        {t('policies.contents')}
      </p>
      <ol id={listId} className={styles.contentsList}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} onClick={() => setOpen(false)}>
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
