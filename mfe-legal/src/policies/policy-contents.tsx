import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import styles from './policy.module.css';

/** A line of the contents: the anchor it jumps to and the heading it names. */
export interface ContentsEntry {
  id: string;
  heading: string;
}

/**
 * The table of contents: a list of links to each section's anchor. Beside the text on a wide screen
 * (sticky, always open); folded behind a button on a phone, where it would otherwise push the text
 * a whole screen down; printed open.
 */
export function PolicyContents({ entries }: { entries: readonly ContentsEntry[] }) {
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
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} onClick={() => setOpen(false)}>
              {entry.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
