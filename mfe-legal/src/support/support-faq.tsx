import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { FAQ_ENTRIES } from './faq-entries';
import styles from './support-faq.module.css';

/**
 * The common questions as an accordion (WAI-ARIA pattern: a heading holding a button that says whether
 * its answer is shown, the answer a region named by it). All closed at first, so the list reads as a
 * table of questions; any number may be open at once.
 */
export function SupportFaq() {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const localize = useLocalizedPath();
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());

  function toggle(id: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  return (
    <section className={styles.faq} aria-labelledby={`${baseId}-heading`}>
      <h2 id={`${baseId}-heading`} className={styles.heading}>
        {t('support.faq.heading')}
      </h2>
      <div className={styles.list}>
        {FAQ_ENTRIES.map(({ id, links }) => {
          const expanded = open.has(id);
          const buttonId = `${baseId}-${id}-button`;
          const panelId = `${baseId}-${id}-panel`;
          return (
            <div key={id} className={styles.entry} id={`faq-${id}`}>
              <h3 className={styles.question}>
                <button type="button" id={buttonId} className={styles.toggle} aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(id)}>
                  <span>{t(`support.faq.${id}.question`)}</span>
                  <span className={styles.chevron} aria-hidden="true" />
                </button>
              </h3>
              <section id={panelId} aria-labelledby={buttonId} className={styles.answer} hidden={!expanded}>
                <p>{t(`support.faq.${id}.answer`)}</p>
                <ul className={styles.links}>
                  {links.map((link) => (
                    <li key={link.to}>
                      <Link to={localize(link.to)}>{t(link.labelKey)}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            </div>
          );
        })}
      </div>
    </section>
  );
}
