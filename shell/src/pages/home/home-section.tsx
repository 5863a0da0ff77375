import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import styles from './home-section.module.css';

interface HomeSectionProps {
  /** The section's id, a target for links within the page (`#games`); its heading's id is `{id}-heading`. */
  id: string;
  heading: string;
  /** One line on what the section holds. */
  intro: string;
  /** Where the whole of what the section samples is (a store, a market), locale-free; a "See all" link beside the heading. */
  seeAllPath?: string;
  children: ReactNode;
}

/** One section of the home page (a shelf of items, the games): its heading and a line on what it holds, then its content. */
export function HomeSection({ id, heading, intro, seeAllPath, children }: HomeSectionProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const headingId = `${id}-heading`;
  const seeAllId = `${id}-see-all`;
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <header className={styles.header}>
        <div className={styles.title}>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          {seeAllPath && (
            // Named "See all" and the section's heading, so the two such links of the page differ for a screen reader.
            <Link id={seeAllId} className={styles.seeAll} to={localized(seeAllPath)} aria-labelledby={`${seeAllId} ${headingId}`}>
              {t('home.seeAll')}
            </Link>
          )}
        </div>
        <p className={styles.intro}>{intro}</p>
      </header>
      {children}
    </section>
  );
}
